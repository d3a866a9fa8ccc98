import { runEventStoreContract } from '../../test/event-store.contract';
import { MemoryEventStore } from './memory.event-store';

runEventStoreContract('memory', async () => new MemoryEventStore(), { gapFreePositions: true });
