export { ClusterLock, LOCKS } from './clusterLock';
export { SharedCounters } from './counters';
export { SocketCensus, sweepSocketCounts } from './socketCensus';
