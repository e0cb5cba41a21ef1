// An Americano's draw as the creation screen proposes it (rounds, guarantee); defined in the domain.
// Apart from formats.ts, which the public pages read through mini.ts: the draw needs the stored
// tables (formats/americanoTables.ts, ~6 KB gzip), which those pages never use.
export {
  type AmericanoGuarantee,
  type AmericanoPlan,
  americanoPlan,
  americanoProposedRounds,
} from '../formats/americano';
