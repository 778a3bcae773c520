"""``ginbot play``: a match against the computer in the terminal, at a table of two,
of three or of two teams.

The terminal is a front end of the same match service as Discord: moves go
through ``MatchService.act`` and everything shown comes back through a
``Notifier`` (``notifier.py``). The other modules: ``commands`` (what the
player types), ``screen`` (the text), ``style`` (wrapping and colour on a
terminal), ``pictures`` (the PNG files a Discord
player would get), ``keyboard`` (stdin without blocking the event loop),
``session`` (one match from start or resume to the end or a save) and
``play`` (the command line).
"""
