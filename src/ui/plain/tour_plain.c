/* tour_plain.c - the tour puzzle in lines of text, for scripts and screen
 * readers: one square or command per line in, the board and the state out. */
#include "config.h"

#include "tour_plain.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "safe_text.h"

/* Prints the board: the piece as its letter, landed-on squares by their
 * turn in the path, others as dots. */
static void
print_board(FILE *out, const tour *t)
{
	int f, r, i;

	for (r = t->v->geo.ranks - 1; r >= 0; r--) {
		fprintf(out, "%2d ", r + 1);
		for (f = 0; f < t->v->geo.files; f++) {
			int sq = BRD_SQ(f, r), turn = 0;
			for (i = 0; i < t->len; i++)
				if (t->path[i] == sq)
					turn = i + 1;
			if (sq == tour_square(t))
				fprintf(out, "  %c", t->v->pieces[POS_TYPE(t->code)].letter);
			else if (turn)
				fprintf(out, " %2d", turn);
			else
				fprintf(out, "  .");
		}
		fputc('\n', out);
	}
	fprintf(out, "   ");
	for (f = 0; f < t->v->geo.files; f++)
		fprintf(out, "  %c", 'a' + f);
	fputc('\n', out);
}

/* Prints where the tour stands and the moves open. */
static void
print_state(FILE *out, const tour *t)
{
	int dest[64], n, i;
	char sq[8];

	print_board(out, t);
	brd_square_name(tour_square(t), sq);
	st_printf(out, "%s on %s, facing %s. Landed on %d of %d squares.\n", t->v->pieces[POS_TYPE(t->code)].name,
		sq, tour_dir_name(tour_facing(t)), t->visited, t->nsquares);
	switch (tour_state(t)) {
	case TOUR_CIRCUIT:
		fprintf(out, "Circuit complete: every square landed on once and back on the start.\n");
		return;
	case TOUR_JOURNEY:
		fprintf(out, "Journey complete: every square landed on, ending away from the start.\n");
		break;
	case TOUR_STUCK:
		fprintf(out, "Stuck: no unvisited square is in reach. Type undo or restart.\n");
		return;
	case TOUR_GOING:
		break;
	}
	n = tour_moves(t, dest, 64);
	if (n == 0)
		return;
	fprintf(out, "Moves:");
	for (i = 0; i < n; i++) {
		brd_square_name(dest[i], sq);
		fprintf(out, " %s", sq);
	}
	fputc('\n', out);
}

/* Prints a solution from the current state (or from the start). */
static void
print_solution(FILE *out, tour *t)
{
	int rest[TOUR_MAX_PATH], n, i;
	char sq[8];
	enum tour_state found = tour_solve(t, rest, &n);
	tour from_start;

	if (found == TOUR_STUCK) {
		from_start = *t;
		tour_reset(&from_start);
		found = tour_solve(&from_start, rest, &n);
		fprintf(out, "No tour finishes from here; from the start:");
	} else {
		fprintf(out, "From here:");
	}
	if (found == TOUR_STUCK) {
		fprintf(out, " none.\n");
		return;
	}
	for (i = 0; i < n; i++) {
		brd_square_name(rest[i], sq);
		fprintf(out, " %s", sq);
	}
	fprintf(out, " (%s)\n", found == TOUR_CIRCUIT ? "a circuit" : "a journey");
}

/* Runs the puzzle of v reading lines from in. */
int
tour_plain(const variant *v, FILE *in, FILE *out)
{
	static tour t;
	char line[256], msg[256], sq[8], *s, *e;
	int target;

	if (tour_init(&t, v, msg, sizeof msg) < 0) {
		st_printf(stderr, "leaper tour: %s\n", msg);
		return 1;
	}
	brd_square_name(t.start, sq);
	st_printf(out, "%s\nLand on every square once; back on %s at the end is a circuit, elsewhere a journey.\n"
		"Type a square to move there, or: undo, restart, solve, help, quit.\n", v->description, sq);
	print_state(out, &t);
	for (;;) {
		/* A prompt only for a person at a terminal; scripts get bare output. */
		if (isatty(fileno(in))) {
			fprintf(out, "> ");
			fflush(out);
		}
		if (!fgets(line, sizeof line, in))
			break;
		for (s = line; isspace((unsigned char)*s); s++)
			;
		for (e = s + strlen(s); e > s && isspace((unsigned char)e[-1]); e--)
			;
		*e = '\0';
		if (!*s)
			continue;
		if (!strcmp(s, "quit") || !strcmp(s, "q"))
			break;
		if (!strcmp(s, "help")) {
			fprintf(out, "Type a square (such as b1) to move there; undo takes back a move; restart "
				"goes back to the start; solve prints a way to finish; quit leaves.\n");
		} else if (!strcmp(s, "undo")) {
			if (tour_undo(&t) < 0)
				fprintf(out, "Nothing to undo.\n");
			print_state(out, &t);
		} else if (!strcmp(s, "restart")) {
			tour_reset(&t);
			print_state(out, &t);
		} else if (!strcmp(s, "solve")) {
			print_solution(out, &t);
		} else if (brd_parse_square(&v->geo, s, &target) == (int)strlen(s)) {
			enum tour_status st = tour_play(&t, target);
			if (st != TOUR_OK)
				fprintf(out, "Not allowed: %s.\n", tour_strerror(st));
			else
				print_state(out, &t);
		} else {
			st_printf(out, "Not a square or a command: \"%s\" (type help).\n", s);
		}
	}
	if (isatty(fileno(in)))
		fputc('\n', out);
	return 0;
}
