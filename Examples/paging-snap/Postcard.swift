// The model: a dozen postcards, each with the height it wants in a waterfall. The carousel gives
// every card the same size, so it needs nothing from the model but the count.

/// A postcard: where it is from, and how many rows tall its card is in the waterfall.
struct Postcard {
  let place: String
  let rows: Int
}

/// The postcards this example pages through. The waterfall heights vary so its columns go out of
/// step and a page move has a real choice of card to centre.
let postcards: [Postcard] = [
  Postcard(place: "Lisbon", rows: 5),
  Postcard(place: "Kyoto", rows: 7),
  Postcard(place: "Valparaíso", rows: 9),
  Postcard(place: "Tromsø", rows: 5),
  Postcard(place: "Marrakesh", rows: 7),
  Postcard(place: "Hobart", rows: 9),
  Postcard(place: "Oaxaca", rows: 5),
  Postcard(place: "Tbilisi", rows: 7),
  Postcard(place: "Ushuaia", rows: 9),
  Postcard(place: "Hội An", rows: 5),
  Postcard(place: "Reykjavík", rows: 7),
  Postcard(place: "Zanzibar", rows: 9),
]
