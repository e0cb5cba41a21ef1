import { brasiliaDayOf, type CreditReport } from '@rodada/events/contracts';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Icon, type IconName } from '../../components/icons';
import { buttonClasses } from '../../components/ui/button';
import { CARD } from '../../components/ui/card';
import { type Column, DataTable } from '../../components/ui/dataTable';
import { TextField } from '../../components/ui/field';
import { type SummaryCard, SummaryCards } from '../../components/ui/summaryCards';
import { signedCredits } from './transactionHistory';

/*
 * A credit report, as the user reads their own ('Meus Relatórios de Créditos') and as an
 * administrator reads anyone's ('Relatórios de Créditos'): the period form, then the figures and
 * the movements. Each page brings its own words, figures and columns; the administrator's also a
 * user choice in the form and the exports above the figures.
 */

/** Today as yyyy-MM-dd in Brasília (the date inputs' format; report days are Brasília's). */
export function todayIso(now: Date = new Date()): string {
  return brasiliaDayOf(now);
}

type ReportRow = CreditReport['transactions'][number];

interface DateField {
  readonly label: string;
  readonly field: UseFormRegisterReturn;
  readonly error?: string | undefined;
  readonly placeholder?: string;
}

/**
 * The period form: the two dates and the button. With a user choice in front (`leading`) the row
 * needs a laptop's width; without it a tablet's.
 */
export function ReportPeriodForm({
  testId,
  leading,
  start,
  end,
  submit,
  onSubmit,
}: {
  readonly testId?: string;
  readonly leading?: ReactNode;
  readonly start: DateField;
  readonly end: DateField;
  readonly submit: { readonly label: string; readonly icon: IconName; readonly disabled?: boolean };
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
}) {
  const row = leading
    ? { form: 'lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-start', button: 'lg:mt-[1.625rem]' }
    : { form: 'sm:grid-cols-[1fr_1fr_auto] sm:items-start', button: 'sm:mt-[1.625rem]' };
  return (
    <form
      noValidate
      data-testid={testId}
      className={`${CARD} mb-6 grid gap-4 p-5 sm:p-6 ${row.form}`}
      onSubmit={onSubmit}
    >
      {leading}
      {[start, end].map(({ label, field, error, placeholder }) => (
        <TextField
          key={field.name}
          type="date"
          label={label}
          placeholder={placeholder}
          {...field}
          error={error}
        />
      ))}
      <button type="submit" disabled={submit.disabled} className={`${buttonClasses.primary} ${row.button}`}>
        <Icon name={submit.icon} className="size-4" />
        {submit.label}
      </button>
    </form>
  );
}

/** The column every report shows last but one or last: the credits, green when they came in. */
export function creditsColumn(label: string, className: string): Column<ReportRow> {
  return {
    key: 'credits',
    label,
    className,
    cellClassName: (row) =>
      `font-bold tabular-nums ${row.credits > 0 ? 'text-emerald-700' : 'text-slate-700'}`,
    cell: (row) => signedCredits(row.credits),
  };
}

/** The report itself: what it covers (`header`), its figures, and its movements or `emptyText`. */
export function CreditReportView({
  report,
  header,
  cards,
  rows,
  testId,
}: {
  readonly report: CreditReport;
  readonly header: ReactNode;
  readonly cards: readonly SummaryCard[];
  readonly rows: {
    readonly id: string;
    readonly title: string;
    readonly emptyText: string;
    readonly columns: readonly Column<ReportRow>[];
    /** One card per movement on a phone (the administrator's five columns would not fit). */
    readonly stacked?: boolean;
    readonly tableClassName?: string;
  };
  readonly testId?: string;
}) {
  return (
    <div className="grid grid-cols-1 gap-6" data-testid={testId}>
      {header}
      <SummaryCards cards={cards} />
      <section className={`${CARD} overflow-hidden`} aria-labelledby={rows.id}>
        <h2
          id={rows.id}
          className="border-b border-slate-100 px-5 py-4 text-base font-bold text-slate-900 sm:px-6"
        >
          {rows.title}
        </h2>
        {report.transactions.length === 0 ? (
          <p className="px-5 py-10 text-center text-sm text-slate-500">{rows.emptyText}</p>
        ) : (
          <DataTable
            rows={report.transactions}
            rowKey={(row) => row.id}
            columns={rows.columns}
            stacked={rows.stacked}
            className={rows.tableClassName}
            testId="report-table"
          />
        )}
      </section>
    </div>
  );
}
