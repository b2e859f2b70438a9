/* bench_tui.c - how long the screen takes to redraw a 12x12 board: 1000
 * full draws into the text grid, then 1000 copies of that grid to a curses
 * screen (written to /dev/null), each forced to repaint every cell, and
 * 1000 that change only what changed. Prints figures; never fails on a
 * slow machine. Run with 'make bench-tui'. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mono.h"
#include "movegen.h"
#include "layout.h"
#include "tui_term.h"

#define ROUNDS 1000

int
main(void)
{
	var_set set = { 0, NULL };
	var_error err;
	const variant *v = var_find(&set, "onslaught", &err);
	static position p[2];
	static uint8_t targets[BRD_SIZE];
	move_list l;
	tp_kinds k;
	tg_grid g = { 0 };
	tl_game lay;
	tb_view view;
	term_options o = { 0, 0 };
	ts_mode m = { 0, 256, 0 };
	FILE *null_out = fopen("/dev/null", "w");
	double t0, grid_ms, full_ms, diff_ms;
	int i;

	if (!v || !null_out) {
		fprintf(stderr, "bench_tui: cannot load onslaught (set LEAPER_DATA_DIR)\n");
		return 1;
	}
	/* Two positions a move apart, so the incremental copies have work. */
	pos_start(&p[0], v, NULL, 0);
	p[1] = p[0];
	l.count = 0;
	mg_legal(&p[1], &l);
	{
		pos_undo u;
		pos_make(&p[1], l.moves[0], &u);
	}
	tp_classify(v, &k);
	tg_resize(&g, 24, 80);
	tl_game_layout(24, 80, &v->geo, 0, 0, 0, &lay);
	memset(&view, 0, sizeof view);
	view.kinds = &k;
	view.mode = m;
	view.targets = targets;
	targets[BRD_SQ(4, 4)] = 1;
	view.cursor = BRD_SQ(5, 0);
	t0 = mono_seconds();
	for (i = 0; i < ROUNDS; i++) {
		view.p = &p[i & 1];
		tg_clear(&g);
		tb_draw(&g, &lay.board, &view);
	}
	grid_ms = (mono_seconds() - t0) * 1000.0 / ROUNDS;
	if (!getenv("TERM"))
		setenv("TERM", "xterm-256color", 1);
	if (term_open_stream(null_out, stdin, &o, &m) < 0) {
		fprintf(stderr, "bench_tui: curses does not know TERM=%s\n", getenv("TERM"));
		return 1;
	}
	term_colours(v);
	t0 = mono_seconds();
	for (i = 0; i < ROUNDS; i++) {
		view.p = &p[i & 1];
		tg_clear(&g);
		tb_draw(&g, &lay.board, &view);
		term_repaint_all();
		term_show(&g);
	}
	full_ms = (mono_seconds() - t0) * 1000.0 / ROUNDS;
	t0 = mono_seconds();
	for (i = 0; i < ROUNDS; i++) {
		view.p = &p[i & 1];
		tg_clear(&g);
		tb_draw(&g, &lay.board, &view);
		term_show(&g);
	}
	diff_ms = (mono_seconds() - t0) * 1000.0 / ROUNDS;
	term_close();
	printf("12x12 board at 80x24 (%dx%d squares), %d rounds each:\n", lay.board.cw, lay.board.ch, ROUNDS);
	printf("  draw into the grid:                    %.4f ms\n", grid_ms);
	printf("  draw + copy to curses, full repaint:   %.4f ms\n", full_ms);
	printf("  draw + copy to curses, changes only:   %.4f ms\n", diff_ms);
	tg_free(&g);
	var_set_free(&set);
	return 0;
}
