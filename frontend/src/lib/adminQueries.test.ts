import {
  AdminCreditReportExportQuerySchema,
  AdminTransactionsExportQuerySchema,
} from '@rodada/events/contracts';
import { describe, expect, it } from 'vitest';
import { creditReportExportUrl, queryString, transactionsExportUrl } from './adminQueries';

const paramsOf = (url: string) => Object.fromEntries(new URL(url, 'http://rodada.test').searchParams);

describe('admin addresses', () => {
  it('leave blank filters out of the query', () => {
    expect(queryString({ search: '', page: 2, pageSize: 25, status: undefined })).toBe('page=2&pageSize=25');
    expect(queryString({ search: 'Ana Lú' })).toBe('search=Ana+L%C3%BA');
  });

  it('ask the server for exports it accepts', () => {
    const report = creditReportExportUrl(
      { userId: '0b0e4c1e-7a43-4c52-9d7e-7f8f6f1d2a10', startDate: '2023-01-01', endDate: '2026-11-24' },
      'pdf',
    );
    expect(report.startsWith('/api/admin/credit-report/export?')).toBe(true);
    expect(AdminCreditReportExportQuerySchema.parse(paramsOf(report))).toMatchObject({ format: 'pdf' });
    const transactions = transactionsExportUrl('week');
    expect(transactions).toBe('/api/admin/transactions/export?period=week');
    expect(AdminTransactionsExportQuerySchema.parse(paramsOf(transactions))).toMatchObject({
      period: 'week',
    });
  });
});
