import type { LegalCommand } from '@periscope/rules';

/** What a control sends: the command's type and data (the caller adds the commandId). */
export interface SentCommand {
  readonly type: string;
  readonly data: Record<string, unknown>;
}

export type Send = (command: SentCommand) => void;

/** How an offered command is shown. */
export type ControlKind = 'plain' | 'salvo' | 'gun' | 'approach' | 'abort' | 'choices' | 'form' | 'elsewhere';

const listed = (parameters: LegalCommand['parameters']) =>
  Object.values(parameters).filter((v): v is readonly unknown[] => typeof v !== 'string');

/** Parameters that each allow one value make a plain command with those values. */
export function fixedData(command: LegalCommand): Record<string, unknown> | null {
  const entries = Object.entries(command.parameters);
  if (entries.some(([, v]) => typeof v === 'string' || v.length !== 1)) return null;
  return Object.fromEntries(entries.map(([k, v]) => [k, (v as readonly unknown[])[0]]));
}

export function controlKind(command: LegalCommand): ControlKind {
  if (command.type === 'StartCareer') return 'elsewhere'; // the lobby starts careers (4.0)
  if (command.type === 'AbortPatrol') return 'abort';
  if (command.choices && command.choices.length > 0) {
    if (command.type === 'FireTorpedoes') return 'salvo';
    if (command.type === 'FireDeckGun') return 'gun';
    if (command.type === 'ChooseApproach') return 'approach';
    return command.choices.length === 1 ? 'plain' : 'choices';
  }
  if (fixedData(command)) return 'plain';
  return listed(command.parameters).length > 0 ? 'form' : 'plain';
}

/** The data a plain command sends: its one choice, or its single-valued parameters. */
export const plainData = (command: LegalCommand): Record<string, unknown> =>
  (command.choices?.[0]?.data as Record<string, unknown> | undefined) ?? fixedData(command) ?? {};
