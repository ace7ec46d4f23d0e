"""How long a test waits for work done elsewhere: on another thread (a winnable deal, a verdict, the records'
writer), in another process, or by a timer.

CI runs the suite on two busy cores, where such work can take many times as long as on a quiet machine. Every
wait for it is for the condition that means it is done, with this much patience: generous, since a wait returns
the moment its condition holds, so it costs nothing when the work is quick and only makes a real hang slow to
report. A fixed sleep, or a deadline near what the work takes on a quiet machine, fails now and then.
"""

PATIENCE_S = 120
PATIENCE_MS = PATIENCE_S * 1000
