/**
 * The ranking card as a file to share or download, loaded with the first press of "Compartilhar
 * ranking" (shareRankingButton.tsx): a spectator who never shares never downloads it (issue 26).
 */

/** A file name without accents, spaces or characters a file system refuses: "ranking-super-8-de-sabado.png". */
function cardFileName(prefix: string, name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${[prefix, slug].filter(Boolean).join('-')}.png`;
}

export function download(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches the card at `url` as a PNG file named after its tournament or circuit ("ranking-super-8-de-sabado.png"). */
export async function rankingCardFile(url: string, fileNamePrefix: string, name: string): Promise<File> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`card ${answer.status}`);
  return new File([await answer.blob()], cardFileName(fileNamePrefix, name), { type: 'image/png' });
}
