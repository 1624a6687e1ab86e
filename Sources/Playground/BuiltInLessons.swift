import StackLayout

/// The lessons that come with stackplay, in the order of the article "Let's Build
/// UIStackView": distributions, alignments, spacing, hugging and compression resistance,
/// hiding, baselines, margins and baseline-relative arrangement, sizing. Each is written in
/// the lesson file format, so that a teacher can start from one (`stackplay lesson NAME --json`).
public enum BuiltInLessons {
    /// Every built-in lesson, in teaching order.
    public static let all: [Lesson] = sources.compactMap { name, json in
        try? LessonJSON.decode(json, file: name, name: name)
    }

    /// The built-in lesson called `name`.
    public static func named(_ name: String) -> Lesson? {
        all.first { $0.name == name }
    }

    /// The JSON text of the built-in lesson called `name`.
    public static func source(of name: String) -> String? {
        sources.first { $0.name == name }?.json
    }

    /// Each lesson's name and JSON text.
    static let sources: [(name: String, json: String)] = [
        ("distributions", distributions), ("alignments", alignments), ("spacing", spacing), ("hugging", hugging),
        ("hiding", hiding), ("baselines", baselines), ("margins", margins), ("sizing", sizing),
    ]

    private static let seedAt400 = """
        {"stack": {"width": 400}, "views": [
          {"name": "Subview0", "width": 160, "height": 200},
          {"name": "Subview1", "width": 80, "height": 100},
          {"name": "Subview2", "width": 40, "height": 50}]}
        """

    /// Three labels on their first baselines; Heading has two lines of text, so its first
    /// and last baselines differ (one-line labels' are the same line).
    private static let labelsOnFirstBaselines = """
        {"stack": {"alignment": "firstBaseline", "spacing": 8}, "views": [
          {"name": "Heading", "width": 120, "height": 60, "baselines": {"first": 20, "last": 10}},
          {"name": "Label", "width": 80, "height": 24, "baselines": {"first": 18, "last": 6}},
          {"name": "Badge", "width": 40, "height": 16, "baselines": {"first": 12, "last": 4}}]}
        """

    private static let distributions = """
        {"version": 1, "title": "The five distributions", "scene": \(seedAt400), "steps": [
          {"caption": ["The stack is 400 pt wide and its views need 280. With fill, one view",
                       "takes the 120 pt left over: all three hug at 250, so UIKit stretches",
                       "the first by index. Press Enter to go on."]},
          {"caption": ["Press d: fillEqually makes every view as wide as the first",
                       "(UISV-fill-equally); their intrinsic widths no longer count."],
           "goal": {"distribution": "fillEqually"}},
          {"caption": ["Press d: fillProportionally gives each view a share of the width",
                       "in proportion to its intrinsic width: 160 : 80 : 40."],
           "goal": {"distribution": "fillProportionally"}},
          {"caption": ["Press d: equalSpacing keeps every view at its intrinsic size and",
                       "shares the free width equally between the gaps. Press g for the gap guides."],
           "goal": {"distribution": "equalSpacing"}},
          {"caption": ["Press d: equalCentering spaces the views' centres evenly instead:",
                       "its gap guides (g) run from centre to centre, 150 pt each, so the",
                       "boxes stand 30 and 90 pt apart (D goes back to equalSpacing's 60s)."],
           "goal": {"distribution": "equalCentering"}}]}
        """

    private static let alignments = """
        {"version": 1, "title": "Alignment across the axis", "scene": \(labelsOnFirstBaselines), "steps": [
          {"caption": ["Alignment places the views across the stack. These labels line up on",
                       "their first baselines (the dashed lines); Heading has two lines.",
                       "Press a: lastBaseline lines them up on their last lines instead."],
           "goal": {"alignment": "lastBaseline"}},
          {"caption": ["Press a: fill stretches every view to the stack's height,",
                       "past its hugging (it gives way to UISV-alignment)."],
           "goal": {"alignment": "fill"}},
          {"caption": ["Press a: top pins every top edge; shorter views keep their height."],
           "goal": {"alignment": "top"}},
          {"caption": ["Press a: center lines up the views' centres."],
           "goal": {"alignment": "center"}},
          {"caption": ["Press a: bottom pins the bottom edges."],
           "goal": {"alignment": "bottom"}},
          {"caption": ["Press a: firstBaseline lines up the first baselines again. Note the",
                       "equal widths: with baseline alignment UIKit writes text-width",
                       "disambiguation at 760, above hugging and compression resistance."],
           "goal": {"alignment": "firstBaseline"}}]}
        """

    private static let spacing = """
        {"version": 1, "title": "Spacing and custom spacing", "example": "seed", "steps": [
          {"caption": ["Spacing is the distance between neighbours (UISV-spacing).",
                       "Press + twice for 8 points."],
           "goal": {"spacing": 8}},
          {"caption": ["A custom spacing replaces it after one view. Press Tab to select",
                       "Subview0, then . to give it a custom spacing after it."],
           "goal": {"customSpacingAfter": "Subview0"}},
          {"caption": ["Spacing may be negative: the views overlap, each drawn over the one",
                       "before it. Press - until the spacing is -20: Subview1's end shows",
                       "through Subview2 (the custom spacing after Subview0 stays)."],
           "goal": {"spacing": -20}}]}
        """

    private static let hugging = """
        {"version": 1, "title": "Hugging versus compression resistance", "scene": \(seedAt400), "steps": [
          {"caption": ["400 pt for views that need 280: someone must stretch. All hug at 250,",
                       "so UIKit stretches the first (by index). Press Enter."]},
          {"caption": ["Select Subview1 (Tab twice) and press [ to make it hug at 249:",
                       "the lowest hugging gives way first, so Subview1 stretches instead."],
           "goal": {"all": [{"hugging": {"view": "Subview1", "priority": 249}}, {"stretched": "Subview1"}]}},
          {"caption": ["Press ] twice: at 251 Subview1 hugs harder than the others,",
                       "and the first view, at 250, stretches again."],
           "goal": {"hugging": {"view": "Subview1", "priority": 251}}},
          {"caption": ["Now the stack is 240 pt: 40 too few. Compression resistance decides",
                       "who shrinks: all at 750, the first by index. Select Subview1 and",
                       "press { to resist at 749: it is compressed instead."],
           "scene": {"stack": {"width": 240}, "views": [
             {"name": "Subview0", "width": 160, "height": 200},
             {"name": "Subview1", "width": 80, "height": 100},
             {"name": "Subview2", "width": 40, "height": 50}]},
           "goal": {"all": [{"compressionResistance": {"view": "Subview1", "priority": 749}}, {"compressed": "Subview1"}]}}]}
        """

    private static let hiding = """
        {"version": 1, "title": "Hiding views", "example": "toolbar", "steps": [
          {"caption": ["An equalSpacing toolbar. Press 1 to hide Title: it collapses to zero",
                       "width (UISV-hiding), its spacing goes, and the free width is shared",
                       "between the remaining gaps."],
           "goal": {"hidden": "Title"}},
          {"caption": ["Press 0 to hide Back too: the stack closes up at its leading edge,",
                       "exactly as if Back were not there."],
           "goal": {"all": [{"hidden": "Back"}, {"hidden": "Title"}]}},
          {"caption": ["Press 0 and 1 again to show them: hiding is reversible,",
                       "removing a view is not."],
           "goal": {"all": [{"visible": "Back"}, {"visible": "Title"}]}}]}
        """

    private static let baselines = """
        {"version": 1, "title": "First versus last baseline", "scene": \(labelsOnFirstBaselines), "steps": [
          {"caption": ["Heading has two lines of text: its first baseline is 20 pt down,",
                       "its last 10 pt above its bottom. firstBaseline lines the others up",
                       "with its first line. Press Enter."]},
          {"caption": ["Press a: lastBaseline lines them up with Heading's second line."],
           "goal": {"alignment": "lastBaseline"}},
          {"caption": ["Select Heading (Tab) and press e and E to move its last baseline:",
                       "the others follow it. Then press A to go back to firstBaseline."],
           "goal": {"all": [{"selected": "Heading"}, {"alignment": "firstBaseline"}]}}]}
        """

    private static let margins = """
        {"version": 1, "title": "Margins and baseline-relative arrangement", "scene": {
           "stack": {"axis": "vertical", "alignment": "center", "spacing": 8}, "views": [
             {"name": "Title", "width": 200, "height": 40, "baselines": {"first": 30, "last": 10}},
             {"name": "Body", "width": 160, "height": 60, "baselines": {"first": 30, "last": 8}},
             {"name": "Footer", "width": 120, "height": 20, "baselines": {"first": 14, "last": 6}}]},
         "steps": [
          {"caption": ["Press m: margins-relative arrangement lays the views out inside the",
                       "stack's layout margins (8 pt on every edge), not its edges."],
           "goal": {"marginsRelative": true}},
          {"caption": ["Press M to change the margins: 16, 24, 0, then 8 points again.",
                       "Press Enter when you have seen them."]},
          {"caption": ["Press b: on a vertical stack, spacing then runs from a view's last",
                       "baseline to the next one's first, as text wants it: 8 pt is less",
                       "than the text around the baselines takes, so the boxes overlap."],
           "goal": {"baselineRelative": true}},
          {"caption": ["Press + until the spacing is 40: Title and Body just touch, and Body",
                       "and Footer stand 18 pt apart, for one spacing: it is measured",
                       "between baselines, not between boxes."],
           "goal": {"spacing": 40}}]}
        """

    private static let sizing = """
        {"version": 1, "title": "A stack with and without a size", "example": "seed", "steps": [
          {"caption": ["Without a size the stack wraps its views, so fill, fillProportionally",
                       "and equalSpacing look the same: there is nothing to share. Press d",
                       "twice (past fillEqually: every view as wide as the widest) and see."],
           "goal": {"distribution": "fillProportionally"}},
          {"caption": ["Press s twice to give the stack a size of its own: 375 pt, the width",
                       "of an iPhone 8, 95 more than its views need."],
           "goal": {"width": 375}},
          {"caption": ["Now press d through the distributions again: each shares the free",
                       "space its own way."],
           "goal": {"distribution": "equalCentering"}}]}
        """
}
