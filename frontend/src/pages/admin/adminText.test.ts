import { describe, expect, it } from 'vitest';
import enAdmin from '../../../../locales/en/admin.json';
import esAdmin from '../../../../locales/es/admin.json';
import ptAdmin from '../../../../locales/pt-BR/admin.json';
import { ADMIN_TABS, tabOf } from './adminPage';

/** Every key path; plural forms count as their base key. */
function shape(value: unknown, path = ''): string[] {
  if (value && typeof value === 'object') {
    const paths = Object.entries(value).flatMap(([key, child]) =>
      shape(child, path ? `${path}.${key}` : key).map((p) => p.replace(/_(zero|one|other)$/, '')),
    );
    return [...new Set(paths)];
  }
  return [path];
}

describe('admin texts', () => {
  it('has the same keys in pt-BR, en and es', () => {
    expect(shape(enAdmin)).toEqual(shape(ptAdmin));
    expect(shape(esAdmin)).toEqual(shape(ptAdmin));
  });

  it('uses the spec’s pt-BR words', () => {
    expect(ptAdmin.title).toBe('Área do Gestor');
    expect(Object.values(ptAdmin.tabs)).toEqual([
      'Usuários',
      'Créditos',
      'Estatísticas',
      'Financeiro',
      'Relatórios',
    ]);
    expect(ptAdmin.confirm.block).toBe('Tem certeza que deseja bloquear este usuário?');
    expect(ptAdmin.confirm.admin).toBe('Tem certeza que deseja tornar este usuário um administrador?');
    expect(ptAdmin.confirm.delete).toBe(
      'Tem certeza que deseja remover permanentemente o usuário "{{name}}"? Esta ação não pode ser desfeita e todos os dados do usuário serão perdidos.',
    );
    expect(ptAdmin.toasts.required).toBe('Campos obrigatórios');
    expect(ptAdmin.toasts.requiredDescription).toBe('Preencha todos os campos para adicionar créditos.');
    expect(ptAdmin.price.title).toBe('Valor dos Créditos');
    expect(ptAdmin.price.save).toBe('Atualizar Preço');
    expect(ptAdmin.report.empty).toBe('Nenhuma transação encontrada no período selecionado.');
    expect(ptAdmin.report.loadError).toBe('Erro ao carregar relatório: {{message}}');
  });
});

describe('admin tab in the address', () => {
  it('opens the named tab, and the users tab for anything else', () => {
    for (const tab of ADMIN_TABS) expect(tabOf(tab)).toBe(tab);
    expect(tabOf(null)).toBe('users');
    expect(tabOf('nonsense')).toBe('users');
  });
});
