/* match.h - one game being played or replayed, under both human front
 * ends: the game record, the two players, the clocks, draw offers and
 * resignation, undo against the computer, the computer's turn (driven by
 * the front end's poll callback, so the screen stays alive), and keeping
 * the game: every change worth keeping is written to the game's own
 * autosave file at once. The screens and the line mode only show
 * what the match says and pass on what the user types; the same command
 * does the same thing, with the same words, in both.
 *
 * The match never prints: it speaks through the view's callbacks.
 */
#ifndef LEAPER_MATCH_H
#define LEAPER_MATCH_H

#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "pick.h"
#include "player.h"
#include "search.h"
#include "store.h"
#include "tc.h"

/* Kinds of message. */
enum match_msg { MATCH_INFO, MATCH_ERROR, MATCH_GOOD };

/* How a front end hears from the match. Any callback may be NULL. */
typedef struct match_view {
	/* A message for the user, one line, already sanitised by nobody:
	 * text from files can be in it, so the view escapes what it shows. */
	void (*say)(void *ctx, int kind, const char *text);
	/* A move was played (the last of the record before the cursor);
	 * by_program: 1 when a program chose it. */
	void (*moved)(void *ctx, int by_program);
	/* The game or the position shown changed in another way (undo,
	 * goto, new game, load): the view shows the board again. */
	void (*changed)(void *ctx);
	/* The engine's report after each depth while it thinks. */
	void (*thinking)(void *ctx, const search_info *info);
	/* Called now and then while a program thinks, to keep the view alive
	 * (keys, clocks, signals); it may set the match's stop, and returns
	 * nonzero to stop the search. */
	int (*poll)(void *ctx);
	void *ctx;
} match_view;

/* The most lines the analysis shows ('multipv N'). */
#define MATCH_MAX_PV 5

/* What a front end's poll callback may ask of a thinking program. */
enum match_stop { MATCH_GO_ON, MATCH_MOVE_NOW, MATCH_DISCARD };

/* What is known of the score of one position for the evaluation graph. */
enum match_score_kind {
	MATCH_SCORE_NONE,        /* not scored yet */
	MATCH_SCORE_CP,          /* value: centipawns from White's side */
	MATCH_SCORE_WHITE_MATES, /* value: White mates in that many moves (0: on the board) */
	MATCH_SCORE_BLACK_MATES  /* value: Black mates in that many moves (0: on the board) */
};

/* The score after one move of the main line (match_graph.c). */
typedef struct match_score {
	int kind;      /* enum match_score_kind */
	int value;     /* see the kind */
	int from_note; /* 1: the record's [%eval] note gave it; 0: the engine did */
} match_score;

/* The scores of the main line, cached per ply: kept while the moves up to
 * a ply stay the same, dropped after the first that changed. */
typedef struct match_graph {
	match_score *score;  /* score[k]: after move k (0: the start), k < n; malloc'd */
	uint64_t *hash;      /* hash[k]: the record's hash after move k when score[k] was kept */
	int n, cap;          /* plies held, room */
	int serial;          /* the match's serial (its game) the scores are of */
	int depth;           /* the engine's depth per position; 0: MATCH_GRAPH_DEPTH */
	struct engine *eng;  /* the engine that scores them, made on first use, or NULL */
} match_graph;

#define MATCH_GRAPH_DEPTH 6 /* plies searched per position of the graph */

/* The deepest the position shown may be inside nested variations. */
#define MATCH_VAR_DEPTH 64

/* Where the position shown is when it is inside the record's variations
 * (match_var.c): level i is a variation of the line of level i - 1 (level
 * 0: the main line, at the game's cursor). While depth > 0 the game's own
 * cursor stays where the outermost variation branches. */
typedef struct match_var {
	int depth;                     /* 0: on the main line */
	int branch[MATCH_VAR_DEPTH];   /* level i + 1 replaces move branch[i] + 1 of level i */
	int index[MATCH_VAR_DEPTH];    /* and is variation index[i] (from 0) of that move */
	int moves;                     /* moves of the innermost variation played (1..its length) */
	int serial, ply;               /* the game (match serial) and cursor it was entered at */
	position pos;                  /* the position shown */
	move last;                     /* the move that led to it */
} match_var;

/* The game being played. */
typedef struct match {
	var_set *set;               /* variants; not owned */
	game g;                     /* the game; valid while have_game */
	int have_game;
	int serial;                 /* counts the games taken, so that a view sees a new one */
	player player[2];           /* White and Black */
	tc_clock clock;             /* time control and time left */
	int draw_offer;             /* colour whose draw offer stands, or -1 */
	int replay;                 /* 1: stepping through a loaded game; a move or 'play' ends it */
	int looking;                /* 1: the cursor is on an earlier move of a game being played;
	                               its clock runs on, moves wait until 'last' or 'play' */
	int live_ply;               /* while looking: the ply of the game's real position */
	const char *start_fen;      /* the start position the command line asked for, or NULL */
	char path[1024];            /* the file last saved or loaded, or "" */
	int file_games;             /* the number of games in the file last loaded */
	int file_game;              /* which of them is the game (from 1), or 0 */
	pick_list pick;             /* the games of the database last listed (load FILE, list) */
	int keep;                   /* 1: the game is kept in the autosave folder */
	store_game store;           /* its autosave file, while stored */
	int stored;                 /* 1: store is open (the file exists and is locked) */
	int unsaved;                /* 1: the last autosave failed; the game is only in memory */
	char save_error[1024];       /* why it failed */
	int quit_asked;             /* 1: 'quit' was refused once because the game is unsaved */
	int quit;                   /* 1: the user asked to leave and may */
	search_info info;           /* the engine's latest report of its best line */
	int have_info;
	search_info lines[MATCH_MAX_PV]; /* the analysis's lines of the latest depth, best first
	                               (lines[0] is info); set by the engine's reports */
	int nlines;                 /* how many of lines hold a report; 0 before the first */
	int multipv;                /* lines the analysis and 'think' ask for, 1..MATCH_MAX_PV */
	position info_pos;          /* the position that report is about */
	int analysis;               /* 1: analysis mode: the engine studies the position shown
	                               whenever nobody else thinks ('analyse' turns it on and off) */
	move hint;                  /* the last hint, or MV_NONE */
	int stop;                   /* enum match_stop: set by the view while a program thinks */
	int thinking;               /* 1: a program searches now */
	int analysing;              /* 1: the search is the user's 'think' */
	int ponder;                 /* 1: the computer thinks on the person's time ('ponder on') */
	move ponder_move;           /* the person's reply the computer expects after its move, or
	                               MV_NONE; set when leaper's engine moves at full strength */
	uint64_t ponder_hash;       /* the position ponder_move is a reply in (stale once it changed) */
	int pondering;              /* 1: the computer's ponder search runs (match_ponder_step) */
	int ponder_hit;             /* 1: the person played ponder_move: that search is the
	                               computer's own from then on */
	int ponder_cut;             /* 1: the view's poll stopped the ponder search (it did not end
	                               by itself, so it may ponder again) */
	player analyst;             /* the external engine 'analyst' chose for hints, 'think' and the
	                               analysis, or a person (no ops): then the program to move, else
	                               leaper's own engine; freed when it fails */
	char info_by[64];           /* the external engine whose reports info and lines are, or ""
	                               when they are leaper's own engine's; set as a search starts */
	match_view view;
	match_graph graph;          /* the scores of the evaluation graph (match_graph.c) */
	match_var var;              /* the variation shown, if any (match_var.c); any other
	                               change of the position shown leaves it */
} match;

/* What the command line asks a match to start with. */
typedef struct match_options {
	const variant *v;        /* the variant of a new game */
	const char *fen;         /* its start position, or NULL */
	int program[2];          /* 1: the computer plays White / Black */
	const char *engine[2];   /* or the command of an external engine that does, or NULL */
	int level;               /* its level, 0: the default */
	long long time_ms;       /* time control: base per side, 0 for none */
	long long inc_ms;        /* and increment per move */
	const char *replay_file; /* replay this PGN file, or NULL */
	int replay_game;         /* its game number, from 1; 0: none chosen (game 1 is shown
	                            and, when the file has several, the list to choose from) */
	int resume;              /* N > 0: resume unfinished game N of the list (1: the newest) */
	const char *analyst;     /* the analyst to start with (see match_set_analyst), or NULL */
	int ponder;              /* 1: the computer thinks on the person's time from the start */
} match_options;

/* Starts a match with no game; players are people at the default level,
 * no clock. keep: 1 to keep games in the autosave folder (the finished
 * ones older than the settings' autosave-days are deleted then). */
void match_init(match *m, var_set *set, const match_view *view, int keep);

/* Sets the players and the clock the options ask for and starts their
 * game: a replay, a resumed game, or a new one. Returns 0, or -1 with a
 * message. */
int match_start(match *m, const match_options *o);

/* Says, when there are unfinished games the user could resume, how many
 * and the newest. */
void match_offer_unfinished(match *m);

/* Saves what needs saving, releases the autosave file and frees all. */
void match_free(match *m);

/* Sends a message to the view. */
void match_say(match *m, int kind, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Sets who plays colour: program 1 for the built-in engine, at level
 * (0: keep the side's level). Returns 0, or -1 with a message. */
int match_set_player(match *m, int colour, int program, int level);

/* Lets the external engine command runs play colour ("uci:CMD",
 * "cecp:CMD" or CMD; see ext_player.h), refusing one that cannot play v
 * from fen (v NULL: no check). Returns 0, or -1 with a message. */
int match_set_engine(match *m, int colour, const char *command, const variant *v, const char *fen);

/* Sets the time control (base_ms <= 0: none) and restarts the clocks. */
void match_set_clock(match *m, long long base_ms, long long inc_ms);

/* Starts a new game of v from fen (NULL: its start); the game before it
 * stays in the autosave folder if it was unfinished. Returns 0, or -1
 * with a message. */
int match_new(match *m, const variant *v, const char *fen);

/* Takes over a loaded game (g is left empty) with the cursor at ply;
 * replay: 1 to step through it. The players and the clock times come
 * from its tags when they name them. */
void match_adopt(match *m, game *g, int ply, int replay);

/* Loads game number (from 1) of a PGN file: to replay it, or, when the
 * game is unfinished and replay is 0, to go on with it. Returns 0, or -1
 * with a message. */
int match_load(match *m, const char *path, int number, int replay);

/* Lists the games of the PGN file path into m->pick, the picker's list
 * (read again: the file may have changed). Returns 0, or -1 with a
 * message. */
int match_list_file(match *m, const char *path);

/* Writes the lines that say where the game shown comes from, for the
 * panel and the line mode, when it was loaded from a file (m->file_game
 * > 0): "Event, Site, round R", "Date", "Result 1-0:
 * reason" (the record's final result), "game N of M" when its file holds
 * several. Lines a game has no tag for are left out; returns how many
 * were written (at most max, each of size bytes). */
int match_header(const match *m, char lines[][160], int max);

/* While replaying a record with [%clk] times: sets *ms to side's time as
 * of the move at the cursor (its last move up to there; before its first,
 * the time control's base) and returns 1; else returns 0 (the live clock
 * is what to show). */
int match_shown_clock(const match *m, int side, int64_t *ms);

/* Resumes the unfinished game saved at path (from the autosave folder,
 * see match_unfinished): its players, clocks and moves. Returns 0, or -1
 * with a message (in use by another leaper, unreadable). */
int match_resume(match *m, const char *path);

/* Resumes unfinished game number want (1: the newest) of those the
 * autosave folder keeps and no other leaper has open. */
int match_resume_number(match *m, int want);

/* Whether a person is to move in a game that goes on. */
int match_human_turn(const match *m);

/* Whether a program should move now (not replaying, not over). */
int match_program_turn(const match *m);

/* Plays a legal move for the side to move; returns 0, or -1 with a message. */
int match_play(match *m, move mv);

/* Reads text as a move of the side to move and plays it. */
int match_play_text(match *m, const char *text);

/* Lets the program to move think and play, calling the view's poll now
 * and then; the view sets m->stop to stop early (MATCH_MOVE_NOW plays the
 * best move so far, MATCH_DISCARD plays nothing). Returns 1 when a move
 * was played. */
int match_program_move(match *m);

/* Whether the computer would ponder now: 'ponder on', a person to move
 * against leaper's engine at full strength (levels 1-9 never ponder),
 * the reply it expects known, no analysis, the game going on. */
int match_can_ponder(const match *m);

/* Lets the computer think on the person's time about the position after
 * the reply it expects, until the view's poll stops it (a key, a line)
 * or the game changes. A person's move played meanwhile (from inside the
 * poll) that is that reply turns the search into the computer's own,
 * with the level's and the clock's limits from then on, and its move is
 * played when it ends; any other move or change stops it (the
 * computer's turn then searches afresh, with what the table learnt).
 * Returns 0 when it pondered, -1 when there was nothing to ponder. */
int match_ponder_step(match *m);

/* Turns pondering on or off and says so. */
void match_set_ponder(match *m, int on);

/* Asks the engine for a move for the side to move (a second, full
 * strength); says it with its score and keeps it in m->hint. Returns 0,
 * or -1. */
int match_hint(match *m);

/* Sets how many lines (1..MATCH_MAX_PV) the analysis and 'think' show
 * (an external UCI analyst too when it has the option MultiPV; a CECP
 * one gives its best line). Returns 0,
 * or -1 with a message. */
int match_set_multipv(match *m, int n);

/* Chooses who analyses (hints, 'think', the analysis): "leaper" for
 * leaper's own engine, "engine:CMD" or the name of a known engine
 * (fairymax, fairy-stockfish, stockfish, gnuchess) for an external one,
 * which must play the game's variant from its start; "" says who does.
 * An engine refused leaves the analyst as it was. Returns 0, or -1 with
 * a message (match_analyst.c). */
int match_set_analyst(match *m, const char *what);

/* Drops the external analyst that failed (why: "crashed (exit status
 * 4)"), turning the analysis off, and says so: leaper's own engine
 * analyses from now on. */
void match_analyst_failed(match *m, const char *why);

/* Lets the engine think about the position shown for ms milliseconds at
 * full strength, reporting each depth to the view's thinking callback
 * (or, without one, as a message). Returns 0, or -1. */
int match_analyse(match *m, long long ms);

/* Takes back moves: one, or against the computer back to the person's
 * turn. Returns the number taken back. */
int match_undo(match *m);

/* Plays again what match_undo took back. */
int match_redo(match *m);

/* Writes one line of the engine's thinking about the position shown:
 * "depth 9  score +0.35  nodes 123456  pv e4 e5 Nf3" (scores from White's
 * side, mates as #N); with several lines, "line 2  depth 9  ...". */
void match_thinking_text(const match *m, const search_info *info, char *buf, size_t size);

/* Writes the score of a report from White's side: "+0.35", "#3" (White
 * mates in 3), "#-2" (Black mates in 2). */
void match_score_text(const match *m, const search_info *info, char *buf, size_t size);

/* In analysis mode: lets the engine study the position shown, with no
 * limit, until the view's poll stops it (a key, a line, a signal); each
 * depth is reported to the view's thinking callback. Returns 0, or -1
 * when there is nothing to analyse (no game, the game is over). */
int match_analysis_step(match *m);

/* Moves the cursor to ply n: replaying, or looking back at a game being
 * played (its clock runs on; back at the real position the game goes on).
 * Returns 0, or -1 with a message. */
int match_goto(match *m, int n);

/* Leaves replay, or looking back, and goes on from the position shown
 * (the moves after it are dropped when the next move is made). */
int match_continue(match *m);

/* The side to move resigns (against the computer: the person). */
int match_resign(match *m);

/* Offers a draw, or accepts the other side's standing offer; a program
 * opponent answers at once. */
int match_draw(match *m);

/* Ends the game when the side to move has run out of time at now;
 * returns 1 when it did. */
int match_tick(match *m, int64_t now);

/* Saves the game as PGN to path (the last file when path is empty, else
 * a new name in the current folder). Returns 0, or -1 with a message. */
int match_save(match *m, const char *path);

/* Writes the game to its autosave file now (after any change; the match
 * calls it itself). Returns 0, or -1 with m->unsaved and a message. */
int match_autosave(match *m);

/* The user asks to leave: returns 1 when it may (the game is saved, or
 * this is the second ask after a failed save), else 0 with a message. */
int match_quit(match *m);

/* Words for the state of play: "White to move", "Black in check", the
 * result. */
void match_status(const match *m, char *buf, size_t size);

/* Reads the players, the time control and each side's clock (the [%clk]
 * of its last move) from the game's tags; what they do not name stays. */
void match_from_tags(match *m);

/* Sets the White, Black and TimeControl tags from the players and the
 * clock (saving does it; a replayed game keeps the names of its file). */
void match_tag_players(match *m);

/* Brings the graph's scores in step with the record: drops those after
 * the first move that changed, takes the [%eval] notes. Returns how many
 * moves (1..nmoves) are still not scored, or -1 when out of memory. */
int match_graph_sync(match *m);

/* Scores the first move not yet scored with a fixed-depth search, calling
 * the view's poll now and then (a nonzero poll drops that search, to be
 * done again later). Returns 1 when it scored one, 0 when all are scored,
 * -1 when stopped or out of memory. */
int match_graph_step(match *m);

/* The score after move ply of the main line (NULL when ply is out of
 * range); call match_graph_sync first. */
const match_score *match_graph_score(const match *m, int ply);

/* Writes a score as "+0.35", "#3", "#-2" (mate in 2 for Black), "1-0" or
 * "0-1" (mated on the board), or "?" when not known. */
void match_graph_text(const match_score *s, char *buf, size_t size);

/* The position shown: inside a variation (match_var.c), or the game's. */
const position *match_shown_pos(const match *m);

/* The move that led to the position shown, or MV_NONE at the start. */
move match_shown_last(const match *m);

/* Whether the position shown is inside a variation (how deep: 0 none). */
int match_in_var(const match *m);

/* The note after the move shown (inside a variation: the variation's),
 * or NULL when it says nothing. */
const annot_note *match_shown_note(const match *m);

/* The variation shown at level (1..match_in_var), or NULL. */
const annot_line *match_var_line(const match *m, int level);

/* Enters variation n (from 1) of the move after the position shown and
 * shows its first move; says where. Returns 0, or -1 with a message. */
int match_var_enter(match *m, int n);

/* Steps inside the variation shown: dir 1 forward, -1 back (back from
 * its first move leaves it to the line it branched from). Returns 0, or
 * -1 with a message. */
int match_var_step(match *m, int dir);

/* Leaves the variations for the main line, where the outermost one
 * branched. Returns 0, or -1 (not in a variation) with a message. */
int match_var_leave(match *m);

/* Sets the comment after the move shown (text NULL or "": clears it) and
 * keeps it with the game (the autosave). Returns 0, or -1 with a message. */
int match_comment(match *m, const char *text);

/* Writes what the record says after a note: NAG symbols, then the
 * comment (" !? A bold try."); "" for NULL. */
void match_note_text(const annot_note *n, char *buf, size_t size);

/* Frees the graph's scores and engine. */
void match_graph_free(match *m);

/* The 'graph' command of the line mode: scores the moves not yet scored
 * (until the view's poll stops it) and says the scores as a table, a line
 * a move number. Returns 0 (MA_NONE). */
int match_graph_command(match *m, const char *arg);

#endif
