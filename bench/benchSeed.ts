/** The eight players of every Super 8 the benches create. */
export const EIGHT_PLAYERS = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'];
