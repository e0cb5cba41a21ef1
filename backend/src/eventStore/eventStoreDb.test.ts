import { eventStoreContract } from './contract';
import { EventStoreDbEventStore } from './eventStoreDb';

// Run with `npm run test:eventstoredb` and e.g. EVENTSTORE_URL='esdb://localhost:2113?tls=false'
// (`docker compose up kurrentdb`). The contract gives every test its own streams and filters
// `$all` down to them, so a shared server with other data is fine.
const url = process.env.EVENTSTORE_URL;
if (!url) {
  throw new Error('The EventStoreDB contract needs EVENTSTORE_URL (see npm run test:eventstoredb)');
}

eventStoreContract('eventstoredb', async () => {
  const store = await EventStoreDbEventStore.open(url);
  return {
    store,
    async dispose() {
      await store.close();
    },
  };
});
