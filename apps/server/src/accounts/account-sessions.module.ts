import { Global, Module } from '@nestjs/common';
import { AccountStore } from './account-store';
import { SeatClaims } from './seat-claims';

/**
 * What the seats' guards need of accounts: whose session a request rides on and which seats it claimed. Global and
 * free of the capabilities, so that careers, games and tournaments can ask it without importing accounts.
 */
@Global()
@Module({
  providers: [AccountStore, SeatClaims],
  exports: [AccountStore, SeatClaims],
})
export class AccountSessionsModule {}
