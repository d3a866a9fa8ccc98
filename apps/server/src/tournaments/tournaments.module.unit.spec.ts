import type { FactoryProvider } from '@nestjs/common';
import { MODULE_METADATA } from '@nestjs/common/constants';
import { STANDINGS_STORAGE } from './standings/standings.projector';
import { TournamentsModule } from './tournaments.module';

// The standings are a read model like the others: their lease follows LEASE_SPREAD and logs its moves
// (docs/scaling.md). A lease spread against the setting moved away from the first process as the second started.
describe('the standings read model', () => {
  it('reads LEASE_SPREAD and the store settings like every other read model', async () => {
    const providers = Reflect.getMetadata(MODULE_METADATA.PROVIDERS, TournamentsModule) as unknown[];
    const storage = providers.find(
      (p): p is FactoryProvider => (p as FactoryProvider).provide === STANDINGS_STORAGE,
    ) as FactoryProvider;
    const asked: string[] = [];
    const env = { get: (key: string) => (asked.push(key), undefined) };
    const store = { kind: 'memory' };
    await storage.useFactory(store, env);
    expect(asked).toEqual(expect.arrayContaining(['SQLITE_PATH', 'DATABASE_URL', 'LEASE_SPREAD']));
  });
});
