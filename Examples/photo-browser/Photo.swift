// The model: photos with their pixel sizes, some marked as favourites.

/// A photo: a title, the picture's size in pixels, and whether it is a favourite.
struct Photo {
  let title: String
  let width: Int
  let height: Int
  var isFavourite = false

  /// Height over width: a portrait photo is above 1, a panorama well below.
  var aspectRatio: Double { Double(height) / Double(width) }
}

/// The photos this example browses.
let photos: [Photo] = [
  Photo(title: "Harbour at dawn", width: 4000, height: 3000, isFavourite: true),
  Photo(title: "Lighthouse", width: 2000, height: 3000),
  Photo(title: "Tide pools", width: 3000, height: 3000, isFavourite: true),
  Photo(title: "Coastal road", width: 6000, height: 2000),
  Photo(title: "Gull", width: 2400, height: 3600),
  Photo(title: "Fishing boats", width: 4000, height: 2250, isFavourite: true),
  Photo(title: "Sea stacks", width: 3000, height: 4500),
  Photo(title: "Dunes", width: 5000, height: 2500),
  Photo(title: "Sunset 夕焼け", width: 4000, height: 2000, isFavourite: true),
  Photo(title: "Low tide", width: 3000, height: 4000),
  Photo(title: "Harbour seal", width: 3600, height: 2400),
  Photo(title: "Beach huts", width: 5000, height: 2800),
]
