/**
 * Screens of the specification whose features ship in later releases. Each route renders a designed
 * "coming soon" state from this table instead of a blank page; replacing a screen means replacing its
 * route component and deleting its entry here.
 */
export type UpcomingScreen = { area: string; title: string; description: string };

export const upcomingScreens = {
} satisfies Record<string, UpcomingScreen>;

export type UpcomingPath = keyof typeof upcomingScreens;
