/// The words the demo collection is made from: names in English with Chinese, Japanese or Korean,
/// and emoji, including wide characters, ZWJ sequences, flags and variation selectors, so the demo
/// shows off (and exercises) the terminal layer's width handling.
enum DemoCatalog {
  /// One section: its header, its subjects, and variations each subject is shown with.
  struct Section {
    /// How a section's cards are made from its subjects.
    enum Style {
      /// A picture card: "name · variation", the note as text, mostly with a picture size.
      case pictures
      /// The emoji repeated per variation; the text spells out its code points.
      case emoji
      /// A text-only card with a paragraph of text and no picture.
      case notes
    }

    var title: String
    var style: Style = .pictures
    var subjects: [(name: String, note: String)]
    var variations: [String]
  }

  static let sections: [Section] = [
    Section(
      title: "Mountains 山",
      subjects: [
        ("Everest 珠穆朗玛峰", "8,849 m on the border of Nepal and Tibet."),
        ("K2 乔戈里峰", "8,611 m, the savage mountain of the Karakoram."),
        ("Fuji 富士山", "3,776 m, Japan's highest peak and a volcano asleep since 1707."),
        ("Kilimanjaro", "5,895 m, a dormant volcano rising from the Tanzanian plain."),
        ("Matterhorn", "4,478 m of rock pyramid above Zermatt."),
        ("Denali", "6,190 m, the highest peak of North America."),
        ("Mont Blanc", "4,806 m, the roof of the Alps."),
        ("Aconcagua", "6,961 m, the highest summit outside Asia."),
        ("Huangshan 黄山", "Granite peaks above a sea of clouds, 云海."),
        ("Tai Shan 泰山", "The eastern one of the five sacred mountains."),
        ("Emei Shan 峨眉山", "The Golden Summit at 3,099 m."),
        ("Kailash 冈仁波齐", "Sacred to four faiths and never climbed."),
        ("Annapurna", "8,091 m, the first eight-thousander climbed."),
        ("Eiger", "A north face of 1,800 m of rock and ice."),
        ("Yarigatake 槍ヶ岳", "The spear of the Northern Alps."),
        ("Hua Shan 华山", "Famous for its plank walk along the cliff."),
        ("Zhangjiajie 张家界", "Thousands of sandstone pillars in the mist."),
        ("Table Mountain", "Cape Town's flat top, often under a tablecloth of cloud."),
        ("Fitz Roy", "Granite towers of Patagonia."),
        ("Ama Dablam", "6,812 m, the mother's necklace."),
      ],
      variations: ["at dawn 🌅", "in snow ❄️", "under stars ✨"]),
    Section(
      title: "Cities 都市",
      subjects: [
        ("Tokyo 東京", "Shibuya crossing at rush hour."), ("Kyoto 京都", "A thousand torii gates at Fushimi Inari."),
        ("Osaka 大阪", "Dōtonbori's neon and takoyaki."), ("Shanghai 上海", "The Bund facing Pudong."),
        ("Beijing 北京", "Hutongs behind the Forbidden City."),
        ("Hong Kong 香港", "The Star Ferry across Victoria Harbour."),
        ("Taipei 台北", "Night markets and Taipei 101."), ("Seoul 서울", "Palaces between glass towers."),
        ("Singapore 新加坡", "Hawker centres and gardens by the bay."), ("Chengdu 成都", "Teahouses and pandas."),
        ("Hangzhou 杭州", "West Lake, 西湖, in every season."), ("Xi'an 西安", "The city wall and the terracotta army."),
        ("Paris", "The Seine at dusk."), ("Lisbon", "Yellow trams on steep hills."),
        ("Istanbul", "Two continents and the Bosphorus."), ("New York", "Manhattan from the Brooklyn Bridge."),
        ("Mexico City", "Murals and markets."), ("Cairo", "The Nile and the pyramids at Giza."),
        ("Sydney", "Sails of the Opera House."), ("Reykjavík", "Colourful roofs under the northern lights."),
      ],
      variations: ["Old town", "Night market 夜市", "Skyline 🌃"]),
    Section(
      title: "Food 美食",
      subjects: [
        ("Ramen ラーメン", "Noodles in a tonkotsu broth."), ("Sushi 寿司", "Nigiri at the counter."),
        ("Dumplings 饺子", "Boiled, steamed or pan-fried."), ("Mapo tofu 麻婆豆腐", "Numbing and hot, 麻辣."),
        ("Peking duck 北京烤鸭", "Crisp skin with pancakes and scallions."),
        ("Xiaolongbao 小笼包", "Soup inside the dumpling."),
        ("Tempura 天ぷら", "Light batter, fried for seconds."), ("Okonomiyaki お好み焼き", "Grilled as you like it."),
        ("Hot pot 火锅", "A shared pot at the centre of the table."),
        ("Bibimbap 비빔밥", "Rice, vegetables and an egg, mixed."),
        ("Phở", "Beef noodle soup with herbs."), ("Dim sum 点心", "Small plates with tea."),
        ("Mochi 餅", "Pounded rice, soft and sweet."), ("Matcha 抹茶", "Whisked green tea."),
        ("Baozi 包子", "Steamed buns for breakfast."), ("Jianbing 煎饼", "A street crêpe with egg and crisp."),
        ("Onigiri おにぎり", "A rice ball wrapped in nori."), ("Tteokbokki 떡볶이", "Rice cakes in red sauce."),
        ("Croissant 🥐", "Butter, folded many times."), ("Pizza 🍕", "Napoli's gift to the world."),
      ],
      variations: ["🍽️", "street stall 屋台"]),
    Section(
      title: "Emoji 🎉", style: .emoji,
      subjects: [
        ("🎉", "Party popper"), ("🌊", "Water wave"), ("🐼", "Panda 熊猫"), ("🚀", "Rocket"), ("🌸", "Cherry blossom 桜"),
        ("🐉", "Dragon 龙"), ("🏔️", "Snow-capped mountain"), ("👩‍💻", "Technologist, a ZWJ sequence"),
        ("🇯🇵", "Flag: Japan"), ("🇨🇳", "Flag: China"), ("👍🏽", "Thumbs up, medium skin tone"), ("❤️", "Red heart"),
        ("🧋", "Bubble tea"), ("🎏", "Carp streamer"), ("🏮", "Red paper lantern"), ("🐱", "Cat face"), ("🦊", "Fox"),
        ("🌈", "Rainbow"), ("☕", "Hot beverage"), ("🎋", "Tanabata tree"), ("🧧", "Red envelope 红包"),
        ("👨‍👩‍👧‍👦", "Family, four people joined by ZWJ"), ("🫠", "Melting face"), ("🀄", "Mahjong red dragon"),
      ],
      variations: ["", "× 3"]),
    Section(
      title: "Seasons 四季",
      subjects: [
        ("January 一月", "睦月, the month of harmony."), ("February 二月", "如月, wearing more layers."),
        ("March 三月", "弥生, growth."), ("April 四月", "卯月, the deutzia flower month."),
        ("May 五月", "皐月, rice planting."), ("June 六月", "水無月, the month of water."),
        ("July 七月", "文月, the month of letters."), ("August 八月", "葉月, the month of leaves."),
        ("September 九月", "長月, the long month."), ("October 十月", "神無月, the gods are away."),
        ("November 十一月", "霜月, the frost month."), ("December 十二月", "師走, teachers running."),
      ],
      variations: ["early 上旬", "late 下旬"]),
    Section(
      title: "Notes 笔记", style: .notes,
      subjects: [
        ("千里之行，始于足下", "A journey of a thousand miles begins with a single step."),
        ("七転び八起き", "Fall seven times, stand up eight."),
        ("温故知新", "Review the old to understand the new."),
        ("Less is more", "Leave out everything that does not help the reader."),
        ("一期一会", "One time, one meeting: treasure each encounter."),
        ("Measure twice", "Cut once."),
        ("塞翁失马，焉知非福", "A loss may turn out to be a gain."),
        ("Readme first", "Write down what the program is for before writing the program."),
        ("石の上にも三年", "Three years on a stone: perseverance wins."),
        ("Small steps", "A long task is many short ones done in order."),
        ("学而不思则罔", "Learning without thought is labour lost."),
        ("Rest", "Tired eyes make more mistakes than fresh ones."),
      ],
      variations: ["", "(revisited)", "(again)"]),
  ]

  /// Sentences for longer card text; a card's body takes a run of them, so lengths vary.
  static let sentences: [String] = [
    "The path climbs through pine forest before the first view opens.",
    "清晨的雾气慢慢散开，山谷里传来鸟鸣。",
    "Bring water, a warm layer and a map even on a clear day.",
    "夜になると、街の灯りが川面に映る。",
    "Locals say the best time to come is just after the first snow.",
    "小巷深处有一家开了五十年的面馆。",
    "A card this long shows how text wraps inside a narrow column.",
    "季節ごとに違う顔を見せてくれる場所です。",
    "Photos never quite capture the scale of it.",
    "雨后的空气里有泥土和青草的味道。",
    "Come early, before the crowds and the heat.",
    "一杯のお茶で、旅の疲れが消えていく。",
  ]

  /// Picture sizes as width x height, from twice as wide as tall to twice as tall as wide.
  static let pictureSizes: [(width: Int, height: Int)] = [
    (400, 200), (400, 240), (640, 360), (400, 300), (500, 500), (400, 400),
    (300, 400), (300, 450), (400, 560), (360, 640), (240, 400), (200, 400),
  ]

  /// Emoji for generated titles, one code point each so every title has the same display width.
  static let emoji: [String] = ["🌊", "🌸", "🐼", "🚀", "🍣", "🎉", "🌈", "🦊", "🍵", "🎏", "🐉", "⛰"]

  /// `count` sentences starting at `start`, wrapping around the list.
  static func paragraph(start: Int, count: Int) -> String {
    (0..<count).map { sentences[(start + $0) % sentences.count] }.joined(separator: " ")
  }
}
