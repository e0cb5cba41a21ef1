// The newer process of the rolling-deploy test: a full server whose build knows one more event
// version than this one does (`PlayerRenamed` version 2, the same data as version 1), as the next
// release would. It reports whether it projects whenever the parent asks.
import { tournamentStreams, type VersionedEvent } from '@rodada/events';
import { startChildServer } from './childServer';

const events = tournamentStreams.events as unknown as Record<string, { version: number; schema: unknown }>;
events.PlayerRenamed = { ...events.PlayerRenamed!, version: 2 };
const olderUpcast = tournamentStreams.upcast;
(tournamentStreams as { upcast: (stored: VersionedEvent) => VersionedEvent }).upcast = (stored) =>
  stored.name === 'PlayerRenamed' && stored.version === 1 ? { ...stored, version: 2 } : olderUpcast(stored);

const server = await startChildServer();
process.on('message', () => process.send!({ projecting: server.system.runner.isLeader }));
process.send!({ url: server.url, projecting: server.system.runner.isLeader });
