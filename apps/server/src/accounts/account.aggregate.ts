import { streamName } from '@periscope/audit';
import { accounts } from '@periscope/play';
import type { Aggregate } from '../common/command-handler';
import { streamOf } from '../common/streams';

type AccountState = accounts.AccountState;

export const accountStream = (accountId: string) => streamOf('account', accountId);

/** The stream that says who owns a player name: its case-folded sha256 (names differing only in case are one). */
export const accountNameStream = (nameHash: string) => streamName('accountName', nameHash);

export const foldAccount = (events: readonly { type: string; data: unknown }[]): AccountState =>
  accounts.fold(accounts.initialState(), events as unknown as accounts.AccountEvent[]);

/**
 * An account for the command handler. The recorded command is its type only: the rest (session hashes, public
 * keys, challenges) is in the events of a stream no one reads but the server (docs/accounts.md).
 */
export const accountAggregate: Aggregate<AccountState, accounts.AccountCommand, undefined> = {
  noun: 'account',
  stream: accountStream,
  initialState: accounts.initialState,
  fold: (state, events) => accounts.fold(state, events as readonly accounts.AccountEvent[]),
  decide: (state, command) => ({ events: accounts.decide(state, command) }),
  recorded: (command) => ({ type: command.type }),
};
