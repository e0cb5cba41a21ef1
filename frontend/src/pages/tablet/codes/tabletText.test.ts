import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en/tablet.json';
import es from '../../../../../locales/es/tablet.json';
import pt from '../../../../../locales/pt-BR/tablet.json';

/** Every key path; plural forms count as their base key (pt-BR adds `_zero`). */
function shape(value: unknown, path = ''): string[] {
  if (value && typeof value === 'object') {
    const paths = Object.entries(value).flatMap(([key, child]) =>
      shape(child, path ? `${path}.${key}` : key).map((p) => p.replace(/_(zero|one|other)$/, '')),
    );
    return [...new Set(paths)];
  }
  return [path];
}

describe('tablet texts', () => {
  it('has the same keys in pt-BR, en and es', () => {
    expect(shape(en)).toEqual(shape(pt));
    expect(shape(es)).toEqual(shape(pt));
  });

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
