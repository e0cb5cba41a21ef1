import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { Icon } from '../../components/icons';

export interface FaqItem {
  readonly id: string;
  readonly question: string;
  readonly answer: ReactNode;
}

/** Questions that open one at a time (Radix accordion: keyboard and screen-reader ready). */
export function FaqAccordion({ items }: { readonly items: readonly FaqItem[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} data-testid="faq-item">
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 data-[state=open]:text-brand-800">
              {item.question}
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500 transition group-data-[state=open]:rotate-45 group-data-[state=open]:bg-brand-100 group-data-[state=open]:text-brand-700">
                <Icon name="plus" className="size-4" />
              </span>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-sm leading-relaxed text-slate-600">
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
