/* variant.h - variant definitions: loading, validating and describing them.
 *
 * A variant is read from a text file (see leaper-variants(5)) and compiled
 * into tables the move generator walks: for every piece type and colour a
 * list of rays, and for every colour the list of attack rays used to tell
 * whether a square is attacked.
 */
#ifndef LEAPER_VARIANT_H
#define LEAPER_VARIANT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "board.h"

#define VAR_MAX_TYPES 30      /* piece types in one variant */
#define VAR_MAX_ZONES 7       /* named zones in one variant */
#define VAR_ZONE_ANY 0x80     /* zone bit every square has */
#define VAR_MAX_DIST 16       /* distances 1..15 along a ray */
#define VAR_MAX_RAYS 1024     /* rays of all types of one colour */
#define VAR_MAX_NAME 48
#define VAR_MAX_TEXT 256
#define VAR_MAX_PROMO 16
#define VAR_MAX_WEIGHTS 48    /* engine weights one variant sets */
#define VAR_MOB_MAX 64        /* mobility counts a "mobility-bonus" line may give */
#define VAR_WEIGHT_NAME 32

enum { WHITE = 0, BLACK = 1 };

/* How a ray is walked. */
enum var_ray_kind {
	RAY_SLIDE, /* first step, then further steps over empty squares */
	RAY_HOP,   /* like a cannon: over exactly one piece, then on */
	RAY_GRASS  /* like a grasshopper: to the square just past a piece */
};

/* One compiled ray: the squares a piece can reach in one direction. */
typedef struct var_ray {
	int16_t first;       /* mailbox offset of the first step */
	int16_t next;        /* offset of each further step (bent riders differ) */
	int16_t via;         /* leg square a leaper passes, relative to the start, or 0 */
	uint8_t via_full;    /* 1: the via square must be occupied, 0: empty */
	uint8_t kind;        /* enum var_ray_kind */
	uint8_t in_zones;    /* zone bits the start square needs; VAR_ZONE_ANY for all */
	uint8_t initial;     /* 1: only for a piece on one of its start squares */
	uint8_t reach;       /* the largest distance with any power */
	uint8_t quiet[VAR_MAX_DIST];   /* zone bits where a non-capture may land */
	uint8_t capture[VAR_MAX_DIST]; /* zone bits where a capture may land */
	uint8_t check[VAR_MAX_DIST];   /* zone bits where it attacks (captures + check-only) */
} var_ray;

/* An attack ray: a ray of one colour's pieces read backwards from a target. */
typedef struct var_attack {
	int16_t first, next, via; /* as in var_ray */
	uint8_t via_full, kind, in_zones, initial, reach;
	uint32_t types[VAR_MAX_DIST]; /* piece types that attack at distance k */
	uint8_t target[VAR_MAX_DIST]; /* zone bits the target needs at distance k */
	uint32_t line;                /* bit of its line class (its further step), or 0 for a
	                                 leap that no piece can block */
} var_attack;

/* One promotion choice. */
typedef struct var_promo {
	int type;        /* piece type */
	int colour_sq;   /* -1, or square whose colour the promotion square must have (this side's view) */
} var_promo;

/* A piece type. */
typedef struct var_piece {
	char letter;                 /* upper-case letter (White); Black uses lower case */
	char name[VAR_MAX_NAME];     /* display name */
	char betza[VAR_MAX_TEXT];    /* moves as written in the file */
	char checks[VAR_MAX_TEXT];   /* check-only powers as written, or "" */
	int royal;                   /* 1: may not be left attacked */
	int pawn;                    /* 1: promotes, e.p., resets the 50-move count */
	int value;                   /* value in centipawns; 0: derived by the engine */
} var_piece;

/* The result the side to move gets when it is stalemated. */
enum var_stalemate { VAR_STALEMATE_DRAW, VAR_STALEMATE_LOSS, VAR_STALEMATE_WIN };

/* A loaded and compiled variant. Immutable after loading. */
typedef struct variant {
	char name[VAR_MAX_NAME];          /* section name, such as "chess" */
	char description[VAR_MAX_TEXT];   /* one line */
	char file[VAR_MAX_TEXT];          /* path it was read from */
	char start[VAR_MAX_TEXT * 2];     /* start position FEN */
	char puzzle[VAR_MAX_NAME];        /* puzzle kind, or "" for a game */
	char xboard_name[VAR_MAX_NAME];   /* XBoard's name of the same game, or "" (not inherited) */
	int is_default;                   /* 1: used when no variant is named */
	brd_geometry geo;
	int ntypes;
	var_piece pieces[VAR_MAX_TYPES];
	int nzones;
	char zone_names[VAR_MAX_ZONES][VAR_MAX_NAME];
	uint8_t zone_bits[2][BRD_SIZE];   /* per colour: VAR_ZONE_ANY | bit of each zone holding sq */
	uint8_t promo_zone[2][BRD_SIZE];  /* per colour: 1 where a pawn promotes */
	int npromo[2];
	var_promo promo[2][VAR_MAX_PROMO];
	int castle_type;                  /* royal type that castles, or -1 */
	int castle_distance;              /* squares it moves; 0 under the fixed-file rule */
	uint32_t castle_partners;         /* type bits of pieces it castles with */
	int castle_royal_file[2];         /* fixed-file rule ("K to c g, R to d f"): the file the
					   * royal piece lands on castling toward the higher files
					   * [0] and toward the a-file [1]; -1 under the distance rule */
	int castle_partner_file[2];       /* the same for the partner; -1 under the distance rule */
	int stalemate;                    /* enum var_stalemate */
	int fifty;                        /* halfmoves without capture or pawn move; 0: no rule */
	int repetition;                   /* occurrences that draw; 0: no rule */
	char side_names[2][VAR_MAX_NAME];
	char square_colours[2][VAR_MAX_NAME]; /* dark, light; "" for the default */
	/* "weight NAME = N" lines: numbers for the engine's evaluation, in
	 * place of its defaults (the core does not read them) */
	int nweights;
	char weight_name[VAR_MAX_WEIGHTS][VAR_WEIGHT_NAME];
	int weight_value[VAR_MAX_WEIGHTS];
	/* "square-bonus X mg|eg RANK = N..." lines: the engine's bonus for a
	 * piece of type t on a square, opening [0] and endgame [1] halves, by
	 * BRD_INDEX of the square from White's side (Black's is mirrored by
	 * the engine); nought where no line gives one */
	int16_t square_bonus[2][VAR_MAX_TYPES][BRD_MAX_FILES * BRD_MAX_RANKS];
	/* "mobility-bonus X mg|eg = N..." lines: the engine's bonus for a
	 * piece of type t by the count of squares it may go to (as the engine
	 * counts its mobility), opening [0] and endgame [1] halves, from a
	 * count of 0 on; counts past the last number given take the last;
	 * nought where no line gives one */
	int16_t mobility_bonus[2][VAR_MAX_TYPES][VAR_MOB_MAX];
	/* "network = FILE": the file as written ("" for none) and its numbers
	 * once read (NULL for none); neither is inherited, as a network is
	 * read for one piece set */
	char network[VAR_MAX_TEXT];
	struct var_net *net;
	uint8_t start_code[BRD_SIZE];     /* piece codes of the start position, for initial-only moves */
	char zone_spec[VAR_MAX_ZONES][VAR_MAX_TEXT]; /* zone definitions as written */
	char promo_zone_spec[VAR_MAX_TEXT];          /* as written */
	char promo_spec[2][VAR_MAX_TEXT];            /* choices per colour as written */
	char promo_colour_spec[VAR_MAX_TEXT];        /* colour conditions as written */
	char castling_spec[VAR_MAX_TEXT];            /* as written */
	char shuffle_spec[VAR_MAX_TEXT];             /* start-shuffle as written, or "" */
	long shuffle_count;               /* start positions start-shuffle numbers; 0: none */
	unsigned long serial;             /* differs between any two variants loaded in a
					   * process, where an address may be reused */
	uint32_t royal_types;             /* type bits */
	uint32_t pawn_types;              /* type bits */
	/* Compiled move tables, from nrays to the end: built by var_compile,
	 * never copied by 'inherit' (which copies everything before them). */
	int nrays[2];
	var_ray rays[2][VAR_MAX_RAYS];
	int ray_first[2][VAR_MAX_TYPES];  /* index of a type's first ray */
	int ray_count[2][VAR_MAX_TYPES];
	int nattacks[2];                  /* attack rays of pieces of this colour */
	var_attack attacks[2][VAR_MAX_RAYS];
	/* Per colour c: at aligned[c][d + BRD_SIZE], the line classes (bits of
	 * var_attack.line) of the other colour's attacks that pass a square at
	 * offset -d from a royal piece of colour c; 0 when vacating such a
	 * square can expose nothing. */
	uint32_t aligned[2][2 * BRD_SIZE];
	int always_verify[2];             /* 1: the other colour has hoppers */
	/* Per colour c: at attack_types[c][d + BRD_SIZE], the type bits of
	 * c's pieces that may attack a square d away from the square they
	 * stand on (d = target - attacker), in some zone, when the squares
	 * between are empty. */
	uint32_t attack_types[2][2 * BRD_SIZE];
} variant;

#define VAR_NET_MAX_HIDDEN 256 /* hidden units a network may have */
#define VAR_NET_MAX_WEIGHT 32767
#define VAR_NET_LANES 8       /* a row's length is a multiple of this (for vector adds) */
#define VAR_NET_MAX_RADIUS 4  /* the farthest royal-relative rows reach */

/* A network file's numbers (leaper-variants(5), "Network files"): an
 * evaluation correction the engine adds to its own. Each side's view
 * sums input-bias and, for every piece on the board, the row of its
 * (own or enemy, type, square seen from that side); the sums are held to
 * 0..VAR_NET_ONE and the output weights of the side to move's view and
 * of the other's give the correction in centipawns times VAR_NET_OUT.
 * With a royal radius R, a view also sums, for every piece within R
 * files and R ranks of its side's royal piece (when it has exactly one),
 * the row of its (own or enemy, type, offset from that royal piece). */
#define VAR_NET_ONE 1024
#define VAR_NET_OUT 16
typedef struct var_net {
	int hidden;                                  /* hidden units of one view */
	int stride;                                  /* hidden rounded up to VAR_NET_LANES: the
						      * units past hidden are noughts */
	int nsquares;                                /* files x ranks */
	int ntypes;                                  /* the variant's piece types */
	int radius;                                  /* royal radius R, 0 for none */
	int32_t *input;                              /* [own 0, enemy 1][type][square][stride];
						      * square file + rank * files, from the
						      * view's own side; then, with a radius,
						      * [own, enemy][type][rank offset + R]
						      * [file offset + R][stride] */
	int32_t input_bias[VAR_NET_MAX_HIDDEN];
	int32_t output[2][VAR_NET_MAX_HIDDEN];       /* [0] the side to move's view, [1] the other's */
	int32_t output_bias;                         /* centipawns */
} var_net;

/* The row of a network's square input: a piece of the view's side (rel
 * 0) or the enemy's (1) of type type on file and rank as the view's side
 * sees them, on a board of files files and nsquares squares. */
static inline int
var_net_square_row(int ntypes, int nsquares, int files, int rel, int type, int file, int rank)
{
	return (rel * ntypes + type) * nsquares + file + rank * files;
}

/* The row of a network's royal input: a piece of the view's side (rel 0)
 * or the enemy's (1) of type type, df files and dr ranks (towards the
 * enemy) from the view's royal piece, both within radius; the royal rows
 * follow the 2 x ntypes x nsquares square rows. */
static inline int
var_net_royal_row(int ntypes, int nsquares, int radius, int rel, int type, int df, int dr)
{
	int w = 2 * radius + 1;
	return 2 * ntypes * nsquares + ((rel * ntypes + type) * w + dr + radius) * w + df + radius;
}

/* The rows of a network (its inputs): the square rows and, with a royal
 * radius, the royal rows. */
static inline int
var_net_rows(int ntypes, int nsquares, int radius)
{
	int w = radius ? 2 * radius + 1 : 0;
	return 2 * ntypes * (nsquares + w * w);
}

/* Status codes of the loader. */
typedef enum var_status {
	VAR_OK = 0,
	VAR_ERR_IO,       /* the file cannot be read */
	VAR_ERR_SYNTAX,   /* a line is malformed */
	VAR_ERR_VALUE,    /* a key has a bad value */
	VAR_ERR_MISSING,  /* a required key is missing */
	VAR_ERR_NOTFOUND  /* no such variant */
} var_status;

/* Where an error was found and what it is. */
typedef struct var_error {
	char file[VAR_MAX_TEXT];
	int line;           /* 0 when the error is not tied to a line */
	char message[VAR_MAX_TEXT];
} var_error;

/* A set of variants read from files. */
typedef struct var_set {
	int count;
	variant **items;
} var_set;

/* The weight names the loader accepts in "weight NAME = N" lines, set
 * once by the program before it loads a variant (the engine's names);
 * with none set, any name of lower-case letters, digits and '_' is taken. */
void var_set_weight_names(const char *const *names, int count);

/* Loads every variant of one file into set (appending). Variants may
 * inherit from variants earlier in the same file or already in set, or
 * from NAME.ini in the data directories. */
var_status var_load_file(var_set *set, const char *path, var_error *err);

/* Like var_load_file, from an open stream (a PGN's embedded variant, a
 * buffer through fmemopen); name stands for the file in messages. The
 * variants read have an empty 'file': they are in no file on disk. */
var_status var_load_stream(var_set *set, FILE *f, const char *name, var_error *err);

/* Loads every *.ini file of the data directories (see var_data_dirs);
 * files that fail are reported through err for the first failure only and
 * skipped. Returns VAR_OK if at least one variant loaded. */
var_status var_load_all(var_set *set, var_error *err);

/* Finds a variant: by name in set, else by NAME.ini in the data
 * directories, else by treating name as a path. Returns NULL with err set. */
const variant *var_find(var_set *set, const char *name, var_error *err);

/* The variant marked default in set (loading the data directories if set is empty). */
const variant *var_default(var_set *set, var_error *err);

/* Frees every variant of set. */
void var_set_free(var_set *set);

/* The data directories searched, in order, as a NULL-terminated list:
 * $LEAPER_DATA_DIR, $XDG_DATA_HOME/leaper/variants, the installed one. */
const char *const *var_data_dirs(void);

/* Type index of a piece letter (either case), or -1. */
int var_type_of_letter(const variant *v, char c);

/* Index of the zone called name, or -1. */
int var_zone_index(const variant *v, const char *name);

/* The same as a bz_parse zone lookup: v is the variant. */
int var_zone_lookup(void *v, const char *name);

/* Writes to buf the FEN of start position number n (0 to
 * v->shuffle_count - 1) of a variant with a start-shuffle: the variant's
 * start with its first and last ranks rearranged (variant_shuffle.c).
 * Returns 0, or -1 when v has no shuffle or n is out of range. */
int var_shuffle_fen(const variant *v, long n, char *buf, size_t size);

/* Formats err as "FILE:LINE: message" into buf. */
void var_format_error(const var_error *err, char *buf, size_t size);

#endif
