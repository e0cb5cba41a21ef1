export { ClusterLock, LOCKS } from './clusterLock';
export { SharedCounters } from './counters';
export { SocketCensus } from './socketCensus';
