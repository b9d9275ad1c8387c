"""The names of a deal's phases and of the ways a deal ends, shared by the deal and its moves."""

DRAW, PLAY, ANSWER, OVER = "draw", "play", "answer", "over"
ENDED_OUT, ENDED_STOCK, ENDED_ACABA, ENDED_SPECIAL = "out", "stock", "acaba", "special"
