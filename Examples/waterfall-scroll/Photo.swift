// The model: what an app already has before it shows anything, a Swift array of photos with their
// pixel sizes. The waterfall needs nothing else to lay them out.

/// A photo: a title and the picture's size in pixels.
struct Photo {
  let title: String
  let width: Int
  let height: Int

  /// Height over width: a portrait photo is above 1, a panorama well below.
  var aspectRatio: Double { Double(height) / Double(width) }
}

/// The photos this example scrolls through.
let photos: [Photo] = [
  Photo(title: "Harbour at dawn", width: 4000, height: 3000),
  Photo(title: "Lighthouse", width: 2000, height: 3000),
  Photo(title: "Tide pools", width: 3000, height: 3000),
  Photo(title: "Coastal road", width: 6000, height: 2000),
  Photo(title: "Gull", width: 2400, height: 3600),
  Photo(title: "Fishing boats", width: 4000, height: 2250),
  Photo(title: "Sea stacks", width: 3000, height: 4500),
  Photo(title: "Dunes", width: 5000, height: 2500),
  Photo(title: "Rock pool crab", width: 3000, height: 2000),
  Photo(title: "Storm front", width: 4000, height: 3000),
  Photo(title: "Pier at night", width: 2000, height: 3500),
  Photo(title: "Kelp forest", width: 3000, height: 3750),
  Photo(title: "Surfers", width: 4500, height: 3000),
  Photo(title: "Salt marsh", width: 6000, height: 3000),
  Photo(title: "Driftwood", width: 3000, height: 3000),
  Photo(title: "Cliff path", width: 2000, height: 3000),
  Photo(title: "Sunset 夕焼け", width: 4000, height: 2000),
  Photo(title: "Low tide", width: 3000, height: 4000),
  Photo(title: "Harbour seal", width: 3600, height: 2400),
  Photo(title: "Beach huts", width: 5000, height: 2800),
]
