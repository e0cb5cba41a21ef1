import { describe, expect, it } from 'vitest';
import ptAdmin from '../../../../locales/pt-BR/admin.json';
import { ADMIN_TABS, tabOf } from './adminPage';

describe('admin texts', () => {
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
