"""Gateway drops in the emulator, met by the real discord.py client (the demo bot): abrupt
close, op 7, op 9 resumable and not; RESUME with replay of what the bot missed; seeded
faults; an interaction delivered twice."""

from __future__ import annotations

import aiohttp
import pytest

from tests.fakecord import FAULT_KINDS, GatewayFaults
from tests.fakecord.demo_bot import Table


async def secret_answered(t: Table) -> int:
    """Ann asks for her secret; the bot answers it. Returns the interaction id."""
    r = await t.ann.slash(t.chan, "demo secret")
    assert (await r.wait_response()).content == "only for you"
    return r.id


REIDENTIFY = 20.0
"""discord.py waits 5 s before each IDENTIFY after the first (`before_identify_hook`)."""


async def back(t: Table) -> None:
    await t.fd.wait_for(t.fd.gateway.live, REIDENTIFY, "the bot connected again")


@pytest.mark.parametrize("hook", ["reconnect", "resumable"])
async def test_op_7_and_resumable_op_9_resume_and_replay_what_was_missed(
    table: Table, hook: str
) -> None:
    fd = table.fd
    if hook == "reconnect":
        fd.gateway.request_reconnect()
    else:
        fd.gateway.invalidate(resumable=True)
    await secret_answered(table)  # sent while the bot is away: replayed on RESUME
    await back(table)
    assert (fd.gateway.resumes, fd.gateway.identifies) == (1, 1)
    assert fd.gateway.lost == []


async def test_op_9_not_resumable_loses_what_was_sent_and_identifies_afresh(
    table: Table,
) -> None:
    fd = table.fd
    fd.gateway.invalidate()
    lost = await table.ann.slash(table.chan, "demo secret")
    assert fd.gateway.lost == [lost.id]
    session = await fd.wait_ready(since=1, timeout=REIDENTIFY)
    assert (session.number, fd.gateway.resumes) == (2, 0)
    assert not lost.acknowledged  # never delivered: it fails at the deadline, as on Discord
    await secret_answered(table)  # the person clicks again: a new interaction
    assert not lost.acknowledged


async def resume_answer(t: Table, session_id: str, seq: int) -> dict[str, object]:
    """What the gateway answers a RESUME (after its HELLO), on a socket of our own."""
    async with aiohttp.ClientSession() as http, http.ws_connect(t.fd.gateway_url) as ws:
        assert (await ws.receive_json())["op"] == 10
        await ws.send_json({"op": 6, "d": {"token": t.fd.token, "session_id": session_id,
                                           "seq": seq}})
        return await ws.receive_json()


async def test_a_resume_of_an_unknown_session_or_from_the_future_is_refused(
    table: Table,
) -> None:
    fd = table.fd
    live = fd.gateway.live()
    assert live is not None
    assert await resume_answer(table, "no-such-session", 1) == {"op": 9, "d": False}
    assert await resume_answer(table, live.id, live.seq + 5) == {"op": 9, "d": False}
    assert fd.gateway.resumes == 0 and fd.gateway.live() is live
    await secret_answered(table)


@pytest.mark.parametrize("kind", [
    # discord.py waits its own seconds before it identifies afresh after an op 9
    pytest.param(kind, marks=pytest.mark.slow) if kind == "invalid" else kind
    for kind in FAULT_KINDS])
async def test_seeded_faults_of_each_kind_before_and_after_an_interaction(
    table: Table, kind: str
) -> None:
    fd = table.fd
    fd.gateway.faults = faults = GatewayFaults(seed=3, kinds=(kind,), chance=1.0)
    rounds = 2 if kind == "invalid" else 6  # each IDENTIFY after the first waits 5 s
    answered = 0
    for _ in range(rounds):
        await back(table)
        before = len(fd.gateway.lost)
        r = await table.ann.slash(table.chan, "demo secret")
        if len(fd.gateway.lost) > before:
            assert (kind, "before") == faults.made[-1] and r.id in fd.gateway.lost
            continue
        assert (await r.wait_response()).content == "only for you"
        answered += 1
    await back(table)
    assert len(faults.made) == rounds and {m for _, m in faults.made} == {"before", "after"}
    if kind == "invalid":
        assert fd.gateway.identifies == 3 and fd.gateway.resumes == 0
        assert answered == sum(m == "after" for _, m in faults.made)
    else:
        assert fd.gateway.identifies == 1 and fd.gateway.resumes == 6
        assert answered == 6 and fd.gateway.lost == []


async def test_the_same_seed_makes_the_same_faults() -> None:
    def picks(seed: int) -> list[tuple[str, str] | None]:
        faults = GatewayFaults(seed=seed)
        return [faults.pick() for _ in range(40)]

    assert picks(11) == picks(11) != picks(12)
    made = [p for p in picks(11) if p is not None]
    assert made and {k for k, _ in made} <= set(FAULT_KINDS)


def test_fault_settings_are_checked() -> None:
    with pytest.raises(ValueError, match="kinds must be among"):
        GatewayFaults(seed=1, kinds=("flood",))
    with pytest.raises(ValueError, match="moments"):
        GatewayFaults(seed=1, moments=("during",))
    with pytest.raises(ValueError, match="chance"):
        GatewayFaults(seed=1, chance=2.0)


async def test_with_repeat_an_interaction_the_bot_had_comes_again_on_resume(
    table: Table,
) -> None:
    fd = table.fd
    fd.gateway.faults = GatewayFaults(
        seed=1, kinds=("close",), chance=1.0, moments=("after",), repeat=True)
    first = await secret_answered(table)
    await back(table)
    fd.gateway.faults = None
    handle = fd.interactions.by_id[first]
    await fd.wait_for(lambda: handle.repeat_callbacks == 1, what="the demo bot answering twice")
    assert fd.gateway.repeated == [first] and fd.gateway.resumes == 1
