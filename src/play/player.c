/* player.c - a side of a match: a person, or a program's operations. */
#include "config.h"

#include "player.h"

#include <stdio.h>

#include "search.h"

/* Makes p a person. */
void
player_human(player *p)
{
	int level = p->level >= 1 && p->level <= PLAYER_MAX_LEVEL ? p->level : PLAYER_DEFAULT_LEVEL;

	p->ops = NULL;
	p->ctx = NULL;
	p->level = level;
}

/* Whether a program plays this side. */
int
player_is_program(const player *p)
{
	return p->ops != NULL;
}

/* Writes how strong a level is. */
char *
player_level_text(int level, char *buf, size_t size)
{
	if (eng_level_elo(level))
		snprintf(buf, size, "level %d (about %d)", level, eng_level_elo(level));
	else
		snprintf(buf, size, "level %d (full strength)", level);
	return buf;
}

/* Writes what plays this side. */
void
player_describe(const player *p, char *buf, size_t size)
{
	if (!p->ops)
		snprintf(buf, size, "Human");
	else
		p->ops->describe(p->ctx, p->level, buf, size);
}

/* Releases the program's state. */
void
player_free(player *p)
{
	if (p->ops && p->ops->free)
		p->ops->free(p->ctx);
	player_human(p);
}
