// The account menu's entry to the studio: its own tiny module, so the shell does not load the studio's texts.
export const studioMenuText = "Course studio";
