"""What the bot shows, a module a screen: its text and its picture, in one reader's
words. The controls on a screen are the feature cogs' (``cogs.play``, ``cogs.lobby``):
a control's class both builds and handles it."""
