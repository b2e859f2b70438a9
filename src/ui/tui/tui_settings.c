/* tui_settings.c - the settings file under the curses front end: read
 * once the terminal is open, its theme and piece style applied (the
 * command line's --mono and --ascii win for the run), and saved when the
 * start screen changes something. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tui_app.h"

/* Reads the settings and draws in their look. */
void
tui_settings_open(tui_app *a)
{
	char msg[sizeof a->start.note];
	int n;

	a->colours_max = a->mode.colours;
	a->glyphs_ok = !a->mode.ascii;
	settings_default(&a->cfg);
	if (settings_path(a->settings_path, sizeof a->settings_path) < 0)
		a->settings_path[0] = '\0';
	else if ((n = settings_load(&a->cfg, a->settings_path, ts_theme_names, msg, sizeof msg)) > 0) {
		msg[strcspn(msg, "\n")] = '\0';
		if (n > 1)
			snprintf(a->start.note, sizeof a->start.note, "%.400s (and %d more)", msg, n - 1);
		else
			snprintf(a->start.note, sizeof a->start.note, "%s", msg);
	}
	if (a->cfg.flip)
		a->s.auto_flip = 1;
	tui_settings_look(a);
}

/* Applies the settings' theme and piece style to the display mode. */
void
tui_settings_look(tui_app *a)
{
	int theme = ts_theme_find(a->cfg.theme);

	ts_mode_theme(&a->mode, theme < 0 ? TS_THEME_WOOD : theme, a->colours_max);
	a->mode.ascii = !a->glyphs_ok || a->cfg.letters;
	term_theme(a->mode.theme);
	term_colours(NULL);
	a->coloured = NULL;
	a->dirty = 1;
}

/* Saves the settings; returns 0, or -1 with the reason in the start
 * screen's note. */
int
tui_settings_save(tui_app *a)
{
	char msg[sizeof a->start.note];

	if (!a->settings_path[0])
		return 0;
	if (settings_save(&a->cfg, a->settings_path, msg, sizeof msg) < 0) {
		snprintf(a->start.note, sizeof a->start.note, "%s", msg);
		return -1;
	}
	return 0;
}
