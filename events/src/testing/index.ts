// The `@rodada/events/testing` entry: the domain's test kits, so the read models above it are
// specified with the same tournaments, people and clock as the deciders.

export * as tournamentsTestKit from '../tournaments/tournamentsTestKit';
