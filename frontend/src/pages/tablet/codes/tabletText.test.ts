import { describe, expect, it } from 'vitest';
import pt from '../../../../../locales/pt-BR/tablet.json';

describe('tablet texts', () => {
  it('uses the spec’s pt-BR words', () => {
    expect(pt.codes.toasts).toEqual({
      created: 'Código criado com sucesso!',
      createFailed: 'Erro ao criar código',
      deactivated: 'Código desativado',
      deactivateFailed: 'Erro ao desativar código',
    });
    expect([pt.codes.active, pt.codes.inactive, pt.codes.create]).toEqual([
      'Ativo',
      'Inativo',
      'Criar código',
    ]);
    expect(pt.check.validating).toBe('Validando…');
    expect(pt.check.authorized).toBe('Acesso Autorizado');
    expect(pt.check.invalid).toBe('Código inválido ou expirado.');
    expect(pt.check.networkError).toBe('Erro ao validar código. Tente novamente.');
    expect(pt.check.missing).toBe('Código não fornecido.');
    expect(pt.check.retry).toBe('Tentar novamente');
    expect(pt.entry.required).toBe('Código Obrigatório');
    expect(pt.entry.requiredDescription).toBe('Por favor, digite o código de acesso.');
    expect(pt.entry.invalidTitle).toBe('Código Inválido');
    expect(pt.create.nameRequired).toBe('Nome é obrigatório');
    expect(pt.create.validationTitle).toBe('Erro na validação');
    expect(pt.create.exactPlayers).toBe('É necessário ter exatamente {{count}} jogadores');
    expect(pt.create.created).toBe('{{format}} Criado!');
    expect(pt.create.createFailed).toBe('Erro ao criar torneio');
  });
});
