"""Every engine keeps the protocol of engine/api.py, and declares exactly the capabilities it implements."""

import pytest

from qtsolitaire.engine.api import CAPABILITY_PROTOCOLS, Capability, Engine, Verdict
from qtsolitaire.engine.deals import deal_random
from qtsolitaire.engine.mahjong.layout import Layout
from qtsolitaire.engine.registry import GAMES

ENGINES = [pytest.param(info.engine, id=info.id) for info in GAMES]


def first_deal(engine, winnable_only=False):
    return engine.new_game(engine.rule_sets()[0], 1, winnable_only)


@pytest.mark.parametrize("engine", ENGINES)
def test_every_engine_keeps_the_protocol(engine):
    assert isinstance(engine, Engine)
    assert isinstance(engine.capabilities, Capability)
    assert engine.game_id in [info.id for info in GAMES]


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("capability", [c for c, protocol in CAPABILITY_PROTOCOLS.items() if protocol is not None])
def test_an_engine_implements_a_capability_exactly_when_it_declares_it(engine, capability):
    assert (capability in engine.capabilities) == isinstance(engine, CAPABILITY_PROTOCOLS[capability])


@pytest.mark.parametrize("engine", ENGINES)
def test_what_each_declared_capability_does(engine):
    caps = engine.capabilities
    state = first_deal(engine)
    if Capability.SOLVER in caps:
        hash(engine.position_key(state))
        assert isinstance(engine.verdict(state), Verdict)
    if Capability.WINNABLE_DEALS in caps:
        dealt = first_deal(engine, winnable_only=True)
        if Capability.SOLVER in caps:
            assert engine.verdict(dealt).winnable is not False
    else:
        with pytest.raises(ValueError):
            first_deal(engine, winnable_only=True)
    if Capability.ATTEMPT_DEALS in caps:
        assert Capability.WINNABLE_DEALS in caps
        rules = engine.rule_sets()[0]
        dealt = engine.new_game(rules, 1, True)
        assert engine.dealt_attempt(rules, 1, engine.deal_attempt(dealt)) == dealt
    if Capability.DRAW in caps:
        after = engine.apply(state, engine.stock_move(state))
        assert engine.deal_json(after) != engine.deal_json(state)
    if Capability.SHUFFLE in caps:
        shuffled = engine.apply(state, engine.shuffle_move(state, deal_random("test", 1)))
        assert sorted(shuffled.faces) == sorted(state.faces)
    if Capability.LOOKS_FURTHER in caps:
        assert Capability.SOLVER in caps
        assert engine.look_further(state, lambda: True) in (None, engine.verdict(state))
    if Capability.SCORING in caps:
        assert engine.score(state) == 0
    assert (Capability.LAYOUTS in caps) == all(isinstance(r.options, Layout) for r in engine.rule_sets())


def test_the_capabilities_each_game_declares():
    declared = {info.id: info.engine.capabilities for info in GAMES}
    assert declared == {
        "mahjong": Capability.SOLVER | Capability.WINNABLE_DEALS | Capability.SHUFFLE | Capability.LAYOUTS,
        "pyramid": Capability.SOLVER | Capability.WINNABLE_DEALS | Capability.ATTEMPT_DEALS | Capability.DRAW
        | Capability.SCORING,
        "mjklondike": Capability.SOLVER | Capability.WINNABLE_DEALS | Capability.ATTEMPT_DEALS | Capability.DRAW
        | Capability.LOOKS_FURTHER,
    }
