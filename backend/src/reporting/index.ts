// The reporting slice's public face: credit reports and transaction lists as people read them
// (screens, CSV, print view, PDF), and the days and money of Brazil they are written in.
export { attachment, CSV_CONTENT_TYPE, datedFileName } from './csv';
export { formatBrl } from './money';
export {
  addDays,
  brazilDate,
  brazilDayOf,
  daysBetween,
  MAX_DAILY_DAYS,
  reportPeriod,
  statsPeriod,
  todayInBrazil,
} from './period';
export { type ReportingPorts, reportingRoutes } from './routes';
export { transactionsCsv } from './transactionsCsv';
export { type CreditReportSource, type TransactionRow, transactionView } from './transactionView';
