# Cards named for the reader, and the choices of the /discard and /knock autocomplete.
# $rank is A, 2-10, J, Q or K (letters in every language); $suit is spades, hearts,
# diamonds or clubs.

card-name = { $rank }{ $suit ->
        [spades] ♠
        [hearts] ♥
        [diamonds] ♦
       *[clubs] ♣
    }

## A choice of the autocomplete: $card is named as above; $deadwood is the deadwood
## count left in the hand after the discard.

card-choice-discard = { $card } · leaves { $deadwood } deadwood
card-choice-gin = { $card } · gin
card-choice-knock = { $card } · knock with { $deadwood }
