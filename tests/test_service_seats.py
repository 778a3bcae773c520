"""The table seats two: rules for three or four players are refused clearly."""

from pathlib import Path

import pytest

from ginbot.engine import Rules
from ginbot.service import ChallengeProblem, InvalidChallenge, MatchService, User
from tests.refused import refused


@pytest.mark.parametrize("preset", ["three", "teams"])
async def test_more_than_two_players_are_refused_at_the_table(tmp_path: Path, preset: str) -> None:
    async with MatchService(tmp_path / "db.sqlite3", computer_pause=0) as service:
        ann, bob = User(1, "Ann"), User(2, "Bob")
        players = Rules.preset(preset).players
        with refused(InvalidChallenge(ChallengeProblem.TABLE_SIZE, players)):
            await service.challenge(10, 20, ann, bob, Rules.preset(preset))
        with refused(InvalidChallenge(ChallengeProblem.TABLE_SIZE, players)):
            await service.start_vs_computer(10, 20, ann, "easy", Rules.preset(preset))
        assert service.active_matches() == []
