## 服务器排行榜的赛季（issue 40）：设置、已结束赛季的排行榜（cards_img/ladder.py）
## 和赛季结束的公告（cogs/notifier.py）。$month：赛季结束的月份，按 ladder-month 的写法。
settings-seasons-off = 赛季：不分赛季。
settings-seasons-carry = 赛季：每季 { $days } 天；新赛季保留等级分。
settings-seasons-reset = 赛季：每季 { $days } 天；新赛季重置等级分。
ladder-pic-title-season = 第 { $season } 赛季排行榜
ladder-pic-subtitle-season = 赛季结束时（{ $month }）的排名 · 按玩家之间对局的等级分排名
ladder-title-season = **第 { $season } 赛季排行榜**（赛季结束时的排名，{ $month }；等级分来自玩家之间的对局；战胜电脑可得排名积分）
season-ended-carry = **第 { $season } 赛季结束了！**它的排行榜已保存：`/gin ladder season:{ $season }`。第 { $next } 赛季现在开始，所有人保留等级分。
season-ended-reset = **第 { $season } 赛季结束了！**它的排行榜已保存：`/gin ladder season:{ $season }`。第 { $next } 赛季现在开始，所有等级分已重置。
season-podium = 前三名：
season-nobody = 本赛季没有人上排行榜。
