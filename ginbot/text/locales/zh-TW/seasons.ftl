## 伺服器排行榜的賽季（issue 40）：設定、已結束賽季的排行榜（cards_img/ladder.py）
## 和賽季結束的公告（cogs/notifier.py）。$month：賽季結束的月份，按 ladder-month 的寫法。
settings-seasons-off = 賽季：不分賽季。
settings-seasons-carry = 賽季：每季 { $days } 天；新賽季保留等級分。
settings-seasons-reset = 賽季：每季 { $days } 天；新賽季重設等級分。
ladder-pic-title-season = 第 { $season } 賽季排行榜
ladder-pic-subtitle-season = 賽季結束時（{ $month }）的排名 · 按玩家之間對局的等級分排名
ladder-title-season = **第 { $season } 賽季排行榜**（賽季結束時的排名，{ $month }；等級分來自玩家之間的對局；戰勝電腦可得排名積分）
season-ended-carry = **第 { $season } 賽季結束了！**它的排行榜已保存：`/gin ladder season:{ $season }`。第 { $next } 賽季現在開始，所有人保留等級分。
season-ended-reset = **第 { $season } 賽季結束了！**它的排行榜已保存：`/gin ladder season:{ $season }`。第 { $next } 賽季現在開始，所有等級分已重設。
season-podium = 前三名：
season-nobody = 本賽季沒有人上排行榜。
