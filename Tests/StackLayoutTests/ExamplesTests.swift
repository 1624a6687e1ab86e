import Testing

@testable import StackLayout

@Suite("Built-in examples")
struct ExamplesTests {
    @Test func everyExampleIsAValidScene() {
        for example in Examples.all {
            let error = sceneDecodingError { () throws(SceneFileError) in
                try SceneJSON.validate(example.scene, file: example.name)
            }
            #expect(error == nil, "\(example.name): \(error?.description ?? "")")
        }
    }

    @Test func namesAreDistinctAndUsable() {
        let names = Examples.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.count >= 5)
        for name in names {
            #expect(SceneKeyPath.isPlainName(name), "\(name)")
            #expect(Examples.named(name)?.name == name)
        }
        #expect(Examples.named("no-such-example") == nil)
    }

    @Test func summariesAreShortSingleLines() {
        for example in Examples.all {
            #expect(!example.summary.isEmpty, "\(example.name)")
            #expect(!example.summary.contains("\n"), "\(example.name)")
            #expect(example.summary.count <= 100, "\(example.name)")
        }
        #expect(Set(Examples.all.map(\.summary)).count == Examples.all.count)
    }

    @Test func scenesAreDistinct() {
        let scenes = Examples.all.map(\.scene)
        for (i, scene) in scenes.enumerated() {
            for other in scenes[(i + 1)...] {
                #expect(scene != other)
            }
        }
    }

    @Test func theDefaultIsTheSeedSceneAndComesFirst() throws {
        #expect(Examples.defaultName == "seed")
        #expect(Examples.all.first?.name == Examples.defaultName)
        let seed = try #require(Examples.named(Examples.defaultName)).scene
        #expect(seed.stack == StackProperties())
        #expect(
            seed.views == [
                ArrangedView(name: "Subview0", width: 160, height: 200),
                ArrangedView(name: "Subview1", width: 80, height: 100),
                ArrangedView(name: "Subview2", width: 40, height: 50),
            ])
    }

    @Test func appleIsTheReferencePagesVerticalStack() throws {
        let apple = try #require(Examples.named("apple")).scene
        #expect(apple.stack.axis == .vertical)
        #expect(apple.stack.alignment == .center)
        #expect(apple.views.map(\.name) == ["red", "blue", "green"])
        #expect(apple.views.map(\.width) == [50, 100, 200])
        #expect(apple.views.map(\.height) == [50, 100, 200])
    }

    @Test func labelsAlignOnFirstBaselines() throws {
        let labels = try #require(Examples.named("labels")).scene
        #expect(labels.stack.axis == .horizontal)
        #expect(labels.stack.alignment == .firstBaseline)
        #expect(labels.views.map(\.name) == ["Title", "Subtitle", "Caption"])
        #expect(
            labels.views.map(\.baselines) == [
                Baselines(first: 30, last: 10), Baselines(first: 18, last: 6), Baselines(first: 12, last: 4),
            ])
        for view in labels.views {
            let baselines = try #require(view.baselines)
            let height = try #require(view.height)
            #expect(baselines.first + baselines.last <= height, "\(view.name)")
        }
    }

    @Test func theTeachingExamplesShowWhatTheirSummariesSay() throws {
        let toolbar = try #require(Examples.named("toolbar")).scene
        #expect(toolbar.stack.distribution == .equalSpacing)
        #expect(toolbar.stack.spacing == 8)
        #expect(toolbar.stack.width == 320)

        let form = try #require(Examples.named("form")).scene
        #expect(form.stack.axis == .vertical)
        #expect(form.stack.marginsRelative)
        #expect(form.stack.margins == Margins(top: 16, leading: 16, bottom: 16, trailing: 16))
        #expect(form.stack.customSpacing == ["Notes": 24])

        let proportional = try #require(Examples.named("proportional")).scene
        #expect(proportional.stack.distribution == .fillProportionally)
        #expect(proportional.stack.width == 360)
        #expect(proportional.views.compactMap(\.width) == [40, 80, 120])

        let squeeze = try #require(Examples.named("squeeze")).scene
        let needed = squeeze.views.compactMap(\.width).reduce(0, +) + squeeze.stack.spacing
        #expect(needed > (squeeze.stack.width ?? .infinity))
        #expect(squeeze.views[0].compressionResistance.horizontal < squeeze.views[1].compressionResistance.horizontal)
    }
}
