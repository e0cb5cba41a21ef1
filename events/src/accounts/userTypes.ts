/** A user's kind: an organiser ('Usuário') or a club with court tablets ('Quadra'). */
export const USER_TYPES = ['Usuário', 'Quadra'] as const;
export type UserType = (typeof USER_TYPES)[number];
