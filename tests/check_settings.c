/* check_settings.c - the settings file (parser, writer, files) and the
 * contrast of the pieces on the squares of every shipped palette. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "settings.h"
#include "style.h"
#include "testlib.h"

/* ---- the parser ---- */

/* The defaults are what leaper did before there was a file. */
START_TEST(test_defaults)
{
	settings s;

	settings_default(&s);
	ck_assert_str_eq(s.variant, "");
	ck_assert_int_eq(s.computer[0], 0);
	ck_assert_int_eq(s.computer[1], 0);
	ck_assert_int_eq(s.level, 3);
	ck_assert_str_eq(s.time, "none");
	ck_assert_int_eq(s.flip, 0);
	ck_assert_int_eq(s.ponder, 0);
	ck_assert_int_eq(ts_theme_find(s.theme), TS_THEME_WOOD);
	ck_assert_int_eq(s.letters, 0);
	ck_assert_int_eq(s.autosave_days, 30);
}
END_TEST

/* Good lines, with blanks, comments and CRLF, set their keys. */
START_TEST(test_good_lines)
{
	const char *text = "# a comment\n\n  variant =  Complete Chess  \r\nwhite=computer\nblack = computer # both\n"
			   "level = 10\ntime = 2.5+1\nflip = yes\nponder = yes\ntheme = green\npieces = letters\n"
			   "autosave-days = 0";
	char msg[512];
	settings s;

	settings_default(&s);
	ck_assert_int_eq(settings_parse(&s, text, "t", ts_theme_names, msg, sizeof msg), 0);
	ck_assert_str_eq(msg, "");
	ck_assert_str_eq(s.variant, "Complete Chess");
	ck_assert_int_eq(s.computer[0], 1);
	ck_assert_int_eq(s.computer[1], 1);
	ck_assert_int_eq(s.level, 10);
	ck_assert_str_eq(s.time, "2.5+1");
	ck_assert_int_eq(s.flip, 1);
	ck_assert_int_eq(s.ponder, 1);
	ck_assert_str_eq(s.theme, "green");
	ck_assert_int_eq(s.letters, 1);
	ck_assert_int_eq(s.autosave_days, 0);
}
END_TEST

/* A bad line and the whole message it gives. */
static const struct bad_line {
	const char *line, *message;
} bad_lines[] = {
	{ "colour = blue", "f:1: unknown key \"colour\" (leaper drops it when it saves the settings)\n" },
	{ "level 5", "f:1: no '=' in \"level 5\"; a setting is a line 'key = value'\n" },
	{ "= 5", "f:1: no key before '='\n" },
	{ "level =", "f:1: level has no value\n" },
	{ "level = 0", "f:1: level takes a whole number from 1 to 10, not \"0\"\n" },
	{ "level = 11", "f:1: level takes a whole number from 1 to 10, not \"11\"\n" },
	{ "level = 3x", "f:1: level takes a whole number from 1 to 10, not \"3x\"\n" },
	{ "level = -2", "f:1: level takes a whole number from 1 to 10, not \"-2\"\n" },
	{ "white = engine", "f:1: white takes human or computer, not \"engine\"\n" },
	{ "black = Human", "f:1: black takes human or computer, not \"Human\"\n" },
	{ "time = 5+", "f:1: time takes MIN+INC (as 5+3) or none, not \"5+\"\n" },
	{ "time = 0", "f:1: time takes MIN+INC (as 5+3) or none, not \"0\"\n" },
	{ "time = fast", "f:1: time takes MIN+INC (as 5+3) or none, not \"fast\"\n" },
	{ "flip = 1", "f:1: flip takes yes or no, not \"1\"\n" },
	{ "ponder = on", "f:1: ponder takes yes or no, not \"on\"\n" },
	{ "theme = neon", "f:1: theme takes one of wood, green, mono, not \"neon\"\n" },
	{ "pieces = unicode", "f:1: pieces takes glyphs or letters, not \"unicode\"\n" },
	{ "autosave-days = -1",
	  "f:1: autosave-days takes a whole number of days from 0 (forever) to 36500, not \"-1\"\n" },
	{ "autosave-days = 99999999999",
	  "f:1: autosave-days takes a whole number of days from 0 (forever) to 36500, not \"99999999999\"\n" },
	{ "variant = a\033[2Jb", "f:1: the variant's name \"a\\e[2Jb\" has a control character or is not UTF-8\n" },
	{ "variant = 0123456789012345678901234567890123456789012345678901234567890123",
	  "f:1: the variant's name is longer than 63 bytes\n" },
	{ "level = 12345678901234567890123456789012345678901234567890",
	  "f:1: level takes a whole number from 1 to 10, not \"1234567890123456789012345678901234567890...\"\n" },
};

/* Each bad line gives its message, and every key keeps its default. */
START_TEST(test_bad_lines)
{
	const struct bad_line *b = &bad_lines[_i];
	settings s, def;
	char msg[512];

	settings_default(&s);
	settings_default(&def);
	ck_assert_int_eq(settings_parse(&s, b->line, "f", ts_theme_names, msg, sizeof msg), 1);
	ck_assert_str_eq(msg, b->message);
	ck_assert_msg(!memcmp(&s, &def, sizeof s), "\"%s\" changed a setting", b->line);
}
END_TEST

/* Problems are counted and numbered by line; good lines around them count. */
START_TEST(test_line_numbers)
{
	static char text[4000];
	char msg[512];
	settings s;

	snprintf(text, sizeof text, "level = 7\nlevel = 99\n# x\nflip\n%01100d\npieces = letters\n", 0);
	settings_default(&s);
	ck_assert_int_eq(settings_parse(&s, text, "cfg", NULL, msg, sizeof msg), 3);
	ck_assert_str_eq(msg, "cfg:2: level takes a whole number from 1 to 10, not \"99\"\n"
			      "cfg:4: no '=' in \"flip\"; a setting is a line 'key = value'\n"
			      "cfg:5: the line is longer than 1024 bytes\n");
	ck_assert_int_eq(s.level, 7);
	ck_assert_int_eq(s.letters, 1);
	/* Without a theme list any printable name is taken. */
	ck_assert_int_eq(settings_parse(&s, "theme = neon", "cfg", NULL, msg, sizeof msg), 0);
	ck_assert_str_eq(s.theme, "neon");
	/* A message buffer too small is cut, never overrun. */
	ck_assert_int_eq(settings_parse(&s, "a = 1\nb = 2", "cfg", NULL, msg, 10), 2);
	ck_assert_uint_lt(strlen(msg), 10);
}
END_TEST

/* What is written reads back the same, with no problems. */
START_TEST(test_round_trip)
{
	static char text[4096];
	settings s, back;
	char msg[256];

	settings_default(&s);
	snprintf(s.variant, sizeof s.variant, "LancerChess");
	s.computer[1] = 1;
	s.level = 8;
	snprintf(s.time, sizeof s.time, "15+10");
	s.flip = 1;
	s.ponder = 1;
	snprintf(s.theme, sizeof s.theme, "mono");
	s.letters = 1;
	s.autosave_days = 365;
	ck_assert_int_gt(settings_format(&s, text, sizeof text), 0);
	ck_assert_ptr_nonnull(strstr(text, "\nlevel = 8\n"));
	ck_assert_int_eq(text[0], '#');
	settings_default(&back);
	ck_assert_int_eq(settings_parse(&back, text, "t", ts_theme_names, msg, sizeof msg), 0);
	ck_assert(!memcmp(&s, &back, sizeof s));
	/* The defaults too. */
	settings_default(&s);
	ck_assert_int_gt(settings_format(&s, text, sizeof text), 0);
	memset(&back, 0x55, sizeof back);
	settings_default(&back);
	back.level = 9;
	ck_assert_int_eq(settings_parse(&back, text, "t", ts_theme_names, msg, sizeof msg), 0);
	ck_assert(!memcmp(&s, &back, sizeof s));
	ck_assert_int_eq(settings_format(&s, text, 20), -1);
}
END_TEST

/* ---- the file ---- */

/* A new empty directory for one test. */
static char *
temp_dir(void)
{
	char *dir = malloc(512);

	ck_assert_ptr_nonnull(dir);
	test_temp_dir(dir, 512, "settings");
	return dir;
}

/* Writes text to path. */
static void
put_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	ck_assert_ptr_nonnull(f);
	fputs(text, f);
	fclose(f);
}

/* The path, saving, loading, and what a missing or bad file does. */
START_TEST(test_file)
{
	char *dir = temp_dir(), path[1024], other[1024], msg[1024], want[1200];
	settings s, back;
	struct stat st;

	setenv("XDG_CONFIG_HOME", dir, 1);
	ck_assert_int_eq(settings_path(path, sizeof path), 0);
	snprintf(want, sizeof want, "%s/leaper/settings", dir);
	ck_assert_str_eq(path, want);
	unsetenv("XDG_CONFIG_HOME");
	setenv("HOME", "/home/someone", 1);
	ck_assert_int_eq(settings_path(other, sizeof other), 0);
	ck_assert_str_eq(other, "/home/someone/.config/leaper/settings");

	/* No file: the defaults, no message. */
	back.level = 9;
	ck_assert_int_eq(settings_load(&back, path, ts_theme_names, msg, sizeof msg), 0);
	ck_assert_int_eq(back.level, 3);
	/* Saved into folders that do not exist yet, for the user only, and no
	 * temporary file left behind. */
	settings_default(&s);
	s.level = 6;
	snprintf(s.variant, sizeof s.variant, "Onslaught");
	ck_assert_int_eq(settings_save(&s, path, msg, sizeof msg), 0);
	snprintf(other, sizeof other, "%s/leaper", dir);
	ck_assert_int_eq(stat(other, &st), 0);
	ck_assert_int_eq(st.st_mode & 0777, 0700);
	ck_assert_int_eq(settings_load(&back, path, ts_theme_names, msg, sizeof msg), 0);
	ck_assert(!memcmp(&s, &back, sizeof s));
	/* Saving again replaces it. */
	s.level = 2;
	ck_assert_int_eq(settings_save(&s, path, msg, sizeof msg), 0);
	ck_assert_int_eq(settings_load(&back, path, ts_theme_names, msg, sizeof msg), 0);
	ck_assert_int_eq(back.level, 2);
	snprintf(other, sizeof other, "ls -A '%s/leaper' | grep -qv '^settings$'", dir);
	ck_assert_msg(system(other) != 0, "a temporary file was left in %s/leaper", dir);
	/* A bad line names the file and its line; the rest still counts. */
	put_file(path, "level = 4\npieces = tiles\n");
	ck_assert_int_eq(settings_load(&back, path, ts_theme_names, msg, sizeof msg), 1);
	snprintf(want, sizeof want, "%s:2: pieces takes glyphs or letters, not \"tiles\"\n", path);
	ck_assert_str_eq(msg, want);
	ck_assert_int_eq(back.level, 4);
	ck_assert_int_eq(back.letters, 0);
	/* A folder where the file should be: read as one problem, never
	 * replaced. */
	snprintf(other, sizeof other, "%s/leaper/dir", dir);
	ck_assert_int_eq(mkdir(other, 0700), 0);
	ck_assert_int_eq(settings_load(&back, other, ts_theme_names, msg, sizeof msg), 1);
	ck_assert_int_eq(back.level, 3);
	ck_assert_int_eq(settings_save(&s, other, msg, sizeof msg), -1);
	ck_assert_ptr_nonnull(strstr(msg, "not a regular file"));
	rmdir(other);
	/* A folder that cannot be created. */
	snprintf(other, sizeof other, "%s/leaper/settings/below", dir);
	ck_assert_int_eq(settings_save(&s, other, msg, sizeof msg), -1);
	ck_assert_ptr_nonnull(strstr(msg, "cannot"));
	snprintf(other, sizeof other, "rm -rf '%s'", dir);
	ck_assert_int_eq(system(other), 0);
	free(dir);
}
END_TEST

/* ---- contrast ---- */

/* The eight basic colours as xterm draws them. */
static const int xterm8[8][3] = {
	{ 0, 0, 0 }, { 205, 0, 0 }, { 0, 205, 0 }, { 205, 205, 0 },
	{ 0, 0, 238 }, { 205, 0, 205 }, { 0, 205, 205 }, { 229, 229, 229 },
};

/* The colour xterm draws for terminal colour c (its 256-colour palette). */
static void
xterm_rgb(int c, int rgb[3])
{
	static const int level[6] = { 0, 95, 135, 175, 215, 255 };
	int i;

	for (i = 0; i < 3; i++) {
		if (c < 8)
			rgb[i] = xterm8[c][i];
		else if (c < 16)
			rgb[i] = c == 8 ? 127 : (xterm8[c - 8][i] ? 255 : 92);
		else if (c < 232)
			rgb[i] = level[(i == 0 ? (c - 16) / 36 : i == 1 ? (c - 16) / 6 : c - 16) % 6];
		else
			rgb[i] = 8 + 10 * (c - 232);
	}
}

/* WCAG 2 relative luminance. */
static double
luminance(const int rgb[3])
{
	double c[3];
	int i;

	for (i = 0; i < 3; i++) {
		double x = rgb[i] / 255.0;
		c[i] = x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4);
	}
	return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

/* WCAG 2 contrast ratio of two colours. */
static double
ratio(const int a[3], const int b[3])
{
	double la = luminance(a), lb = luminance(b);

	return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}

/* The red, green and blue of a "#rrggbb" variant colour; 0, or -1. */
static int
hex_colour(const char *text, int rgb[3])
{
	unsigned r, g, b;
	int n = 0;

	if (sscanf(text, "#%2x%2x%2x%n", &r, &g, &b, &n) != 3 || n != 7 || text[n])
		return -1;
	rgb[0] = (int)r;
	rgb[1] = (int)g;
	rgb[2] = (int)b;
	return 0;
}

/* The colour drawn for terminal colour c, given the two numbers the
 * terminal redefined to the variant's exact dark and light colours. */
static void
drawn(int c, const int custom[2], const int exact[2][3], int rgb[3])
{
	int s;

	for (s = 0; s < 2; s++)
		if (custom && c == custom[s]) {
			memcpy(rgb, exact[s], sizeof exact[s]);
			return;
		}
	xterm_rgb(c, rgb);
}

/* Checks every piece colour on both squares of one mode and variant;
 * returns the lowest ratio found. */
static double
check_board(int theme, int colours, const variant *v, int exact_mode)
{
	static ts_pair pairs[TS_NPAIRS];
	int custom[2] = { 254, 255 }, exact[2][3] = { { 0 } }, f, b, fg[3], bg[3], s;
	ts_mode m = { 0, 0, 0 };
	double low = 99, r;

	ts_mode_theme(&m, theme, colours);
	for (s = 0; v && s < 2; s++)
		if (hex_colour(v->square_colours[s], exact[s]) < 0)
			custom[s] = -1;
	ts_pairs(&m, v, exact_mode ? custom : NULL, pairs);
	for (f = TS_FG_WHITE; f <= TS_FG_BLACK; f++)
		for (b = TS_BG_LIGHT; b <= TS_BG_DARK; b++) {
			const ts_pair *p = &pairs[TS_PAIR_BOARD(f, b)];
			ts_look look = ts_board(&m, (enum ts_fg)f, (enum ts_bg)b);
			drawn(p->fg, exact_mode ? custom : NULL, exact, fg);
			drawn(p->bg, exact_mode ? custom : NULL, exact, bg);
			r = ratio(fg, bg);
			ck_assert_msg(r >= 4.5,
				      "theme %s, %d colours%s, %s: %s pieces (colour %d) on %s squares (colour %d): %.2f:1",
				      ts_theme_names[theme], colours, exact_mode ? " (exact squares)" : "",
				      v ? v->name : "no variant", f == TS_FG_WHITE ? "White's" : "Black's", p->fg,
				      b == TS_BG_LIGHT ? "light" : "dark", p->bg, r);
			/* Bold would be drawn brighter by many 8-colour terminals. */
			ck_assert_msg(!(look.attr & TG_BOLD), "pieces are bold in %d colours", colours);
			ck_assert_uint_eq(look.pair, TS_PAIR_BOARD(f, b));
			low = r < low ? r : low;
		}
	return low;
}

/* Every piece colour reaches 4.5:1 on every square colour, in every theme
 * with colours, in 8 and 256 colours, with the theme's squares and with
 * those of every shipped variant file (nearest colours, and the exact
 * ones a terminal that can redefine colours shows). */
START_TEST(test_contrast)
{
	static const int modes[2] = { 8, 256 };
	var_set *set = test_set();
	var_error err;
	int t, c, i, coloured = 0;

	ck_assert_int_eq(var_load_all(set, &err), VAR_OK);
	ck_assert_int_gt(set->count, 3);
	for (t = 0; t < TS_NTHEMES; t++) {
		if (t == TS_THEME_MONO)
			continue;
		for (c = 0; c < 2; c++) {
			check_board(t, modes[c], NULL, 0);
			for (i = 0; i < set->count; i++) {
				const variant *v = set->items[i];
				check_board(t, modes[c], v, 0);
				if (v->square_colours[0][0] || v->square_colours[1][0]) {
					coloured += t == 0 && c == 0;
					if (modes[c] == 256)
						check_board(t, modes[c], v, 1);
				}
			}
		}
	}
	/* LancerChess asks for its own squares: the test is not vacuous. */
	ck_assert_int_ge(coloured, 1);
}
END_TEST

/* A variant's colour is drawn when the pieces read on it, else the
 * theme's square is: LancerChess's dark orange is #d75f00 in 256 colours
 * and itself when redefined, but red in 8 colours, where no piece colour
 * reads, so the theme's yellow stays. */
START_TEST(test_variant_squares)
{
	const variant *v = test_variant("lancerchess");
	static ts_pair pairs[TS_NPAIRS];
	ts_mode m = { 0, 0, 0 };

	ts_mode_theme(&m, TS_THEME_WOOD, 256);
	ts_pairs(&m, v, NULL, pairs);
	ck_assert_int_eq(pairs[TS_PAIR_BOARD(TS_FG_BLACK, TS_BG_DARK)].bg, 166);
	ck_assert_int_eq(pairs[TS_PAIR_BOARD(TS_FG_BLACK, TS_BG_LIGHT)].bg, 230);
	ts_pairs(&m, v, (const int[2]){ 254, 255 }, pairs);
	ck_assert_int_eq(pairs[TS_PAIR_BOARD(TS_FG_WHITE, TS_BG_DARK)].bg, 254);
	ck_assert_int_eq(pairs[TS_PAIR_BOARD(TS_FG_WHITE, TS_BG_LIGHT)].bg, 255);
	ts_mode_theme(&m, TS_THEME_WOOD, 8);
	ts_pairs(&m, v, NULL, pairs);
	ck_assert_int_eq(pairs[TS_PAIR_BOARD(TS_FG_BLACK, TS_BG_DARK)].bg, 3);
	ck_assert_int_eq(pairs[TS_PAIR_BOARD(TS_FG_BLACK, TS_BG_LIGHT)].bg, 7);
}
END_TEST

/* The theme names, and the mono theme, which draws no colours. */
START_TEST(test_themes)
{
	ts_mode m = { 0, 0, 0 };
	ts_look look;
	int t;

	for (t = 0; t < TS_NTHEMES; t++)
		ck_assert_int_eq(ts_theme_find(ts_theme_names[t]), t);
	ck_assert_ptr_null(ts_theme_names[TS_NTHEMES]);
	ck_assert_int_eq(ts_theme_find("Wood"), -1);
	ck_assert_int_eq(ts_theme_find(NULL), -1);
	ts_mode_theme(&m, TS_THEME_MONO, 256);
	ck_assert_int_eq(m.colours, 0);
	look = ts_board(&m, TS_FG_WHITE, TS_BG_DARK);
	ck_assert_uint_eq(look.pair, 0);
	ts_mode_theme(&m, TS_THEME_GREEN, 8);
	ck_assert_int_eq(m.colours, 8);
	ck_assert_int_eq(m.theme, TS_THEME_GREEN);
	ts_mode_theme(&m, 99, 256);
	ck_assert_int_eq(m.theme, TS_THEME_WOOD);
}
END_TEST

/* The suite of the settings file. */
static Suite *
settings_suite(void)
{
	Suite *s = suite_create("settings");
	TCase *tc = tcase_create("settings");

	tcase_add_test(tc, test_defaults);
	tcase_add_test(tc, test_good_lines);
	tcase_add_loop_test(tc, test_bad_lines, 0, (int)(sizeof bad_lines / sizeof bad_lines[0]));
	tcase_add_test(tc, test_line_numbers);
	tcase_add_test(tc, test_round_trip);
	tcase_add_test(tc, test_file);
	suite_add_tcase(s, tc);
	return s;
}

/* The suite of the palettes. */
static Suite *
palette_suite(void)
{
	Suite *s = suite_create("palette");
	TCase *tc = tcase_create("palette");

	tcase_add_test(tc, test_contrast);
	tcase_add_test(tc, test_variant_squares);
	tcase_add_test(tc, test_themes);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return test_run(settings_suite(), palette_suite(), NULL);
}
