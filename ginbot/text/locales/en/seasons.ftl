## Seasons of the server's ladder (issue 40): the settings, an ended season's ladder
## (cards_img/ladder.py) and the announcement of a season's end (cogs/notifier.py).
## $month: the month the season ended, as ladder-month names it.
settings-seasons-off = Seasons: off.
settings-seasons-carry = Seasons: { $days ->
    [one] { $days } day
   *[other] { $days } days
}; each new season carries the ratings on.
settings-seasons-reset = Seasons: { $days ->
    [one] { $days } day
   *[other] { $days } days
}; each new season resets the ratings.
ladder-pic-title-season = Ladder of season { $season }
ladder-pic-subtitle-season = Season's end, { $month } · by rating in matches between people
ladder-title-season = **Ladder of season { $season }** (as it stood when the season ended, { $month }; rating from matches between people; ranking points for beating the computer)
season-ended-carry = **Season { $season } is over!** Its ladder is kept: `/gin ladder season:{ $season }`. Season { $next } begins now; everyone keeps their rating.
season-ended-reset = **Season { $season } is over!** Its ladder is kept: `/gin ladder season:{ $season }`. Season { $next } begins now with every rating reset.
season-podium = The top three:
season-nobody = Nobody made the ladder this season.
