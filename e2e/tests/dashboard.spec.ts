import { expect, test } from '@playwright/test';
import { grantCredits, loginThroughForm, registerByApi, signedInApi, uniqueEmail } from '../support/accounts';
import { saveScreenshots } from './screenshots';

test.use({ locale: 'pt-BR' });

const PLAYERS = ['Ana', 'Bia', 'Caio', 'Duda', 'Enzo', 'Fê', 'Gui', 'Hugo'];

test('the dashboard counts tournaments and lists the next three with their badges', async ({ page }) => {
  const email = uniqueEmail('karina');
  const user = await registerByApi('Karina Torneios', email, 'torneio1');
  await grantCredits(user.id, 5);
  const api = await signedInApi(email, 'torneio1');
  const names = ['Super 8 de Sexta', 'Super 8 de Sábado', 'Super 8 de Domingo', 'Super 8 da Segunda'];
  const ids: string[] = [];
  for (const [index, name] of names.entries()) {
    const response = await api.post('/api/tournaments', {
      data: { name, courts: index % 2 === 0 ? 1 : 2, players: PLAYERS, tournamentType: 'super8' },
    });
    expect(response.status()).toBe(201);
    ids.push((await response.json()).id);
  }
  // The newest one is played to the end: a finished tournament is not "next".
  const newest = await (await api.get(`/api/tournaments/${ids[3]}`)).json();
  for (const match of newest.matches as { id: string }[]) {
    const scored = await api.patch(`/api/matches/${match.id}`, {
      data: { team1Score: 6, team2Score: 3, completed: true },
    });
    expect(scored.status()).toBe(200);
  }
  await api.dispose();

  await loginThroughForm(page, email, 'torneio1');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('credit-badge')).toHaveText('1 crédito');
  await expect(page.getByTestId('credit-badge')).toHaveAttribute('data-empty', 'false');
  await expect(page.getByTestId('credits-value')).toHaveText('1');
  await expect(page.getByTestId('tournament-count')).toHaveText('4');

  const upcoming = page.getByRole('region', { name: 'Próximos torneios' }).getByRole('listitem');
  await expect(upcoming).toHaveCount(3);
  // Newest first, the finished one left out; each shows players, courts (singular or plural) and
  // its status.
  await expect(upcoming.nth(0)).toContainText('Super 8 de Domingo');
  await expect(upcoming.nth(0)).toContainText('8 jogadores · 1 quadra');
  await expect(upcoming.nth(0)).toContainText('Em Andamento');
  await expect(upcoming.nth(1)).toContainText('Super 8 de Sábado');
  await expect(upcoming.nth(1)).toContainText('2 quadras');
  await expect(upcoming.nth(2)).toContainText('Super 8 de Sexta');
  await expect(page.getByRole('region', { name: 'Próximos torneios' })).not.toContainText('Segunda');
  await saveScreenshots(page, 'dashboard-tournaments');

  await upcoming.nth(0).getByRole('link').click();
  await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}$/);
});
