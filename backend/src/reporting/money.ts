/** R$ 1.234,56: Brazilian money as every screen writes it (plain spaces, for a chat message). */
export const formatBrl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(cents / 100)
    .replace(/\s/g, ' ');
