import Testing

@testable import WidgetSpecKit

@Suite("Catalog examples: the standard spec around them and their ↓ markers")
struct SpecExampleTests {
    @Test func aWidgetGetsTheStandardHeaderAndKeys() {
        let example = SpecExample.widget(
            "families: [systemSmall, ↓accessoryCorner]", topLevel: "platforms:\n  iOS: \"17.0\"")
        #expect(
            example.text == """
                spec: 1
                bundle: GameWidgets
                platforms:
                  iOS: "17.0"
                widgets:
                  Status:
                    kind: com.example.status
                    displayName: Status
                    families: [systemSmall, accessoryCorner]
                """)
        #expect(example.markedLocations == [SourceLocation(line: 9, column: 29)])
    }

    @Test func theExamplesKeysReplaceTheStandardOnesInPlace() {
        let example = SpecExample.widget("entry:\n  level: Double\nkind: ↓\"\"", named: "Health")
        #expect(
            example.text == """
                spec: 1
                bundle: GameWidgets
                widgets:
                  Health:
                    kind: ""
                    displayName: Health
                    families: [systemSmall]
                    entry:
                      level: Double
                """)
        #expect(example.markedLocations == [SourceLocation(line: 5, column: 11)])
    }

    @Test func aKeyGivenTwiceStaysTwiceWhereTheStandardOneWas() {
        let example = SpecExample.spec("x-a: 1\nbundle: GameWidgets\n↓bundle: OtherWidgets")
        #expect(example.text == "spec: 1\nbundle: GameWidgets\nbundle: OtherWidgets\nx-a: 1")
        #expect(example.markedLocations == [SourceLocation(line: 3, column: 1)])
    }

    @Test func linesWithoutAKeyStayInOrder() {
        let example = SpecExample.spec("? [a, b]\n: value\n↓")
        #expect(example.text == "spec: 1\nbundle: GameWidgets\n? [a, b]\n: value\n")
        #expect(example.markedLocations == [SourceLocation(line: 5, column: 1)])
    }

    @Test func severalWidgetsAndAMarkedName() {
        let example = SpecExample.widgets(["↓A": "", "B": "kind: com.example.a"], topLevel: "events: {}")
        #expect(
            example.text == """
                spec: 1
                bundle: GameWidgets
                events: {}
                widgets:
                  A:
                    kind: com.example.a
                    displayName: A
                    families: [systemSmall]
                  B:
                    kind: com.example.a
                    displayName: B
                    families: [systemSmall]
                """)
        #expect(example.markedLocations == [SourceLocation(line: 5, column: 3)])
    }

    @Test func aLiveActivityGetsStandardAttributesAndState() {
        let example = SpecExample.activity("state:\n  ↓driverName: String\nduration: 45m")
        #expect(
            example.text == """
                spec: 1
                bundle: GameWidgets
                activities:
                  PizzaDelivery:
                    attributes: { orderNumber: Int }
                    state:
                      driverName: String
                    duration: 45m
                """)
        #expect(example.markedLocations == [SourceLocation(line: 7, column: 7)])
    }

    @Test func aControlGetsTheStandardPlatformActionsAndKeys() {
        let plain = SpecExample.control()
        #expect(
            plain.text == """
                spec: 1
                bundle: GameWidgets
                platforms: { iOS: "18.0" }
                actions: { TurnOff: {}, SetLights: { toggle: true } }
                controls:
                  Lights:
                    kind: com.example.lights
                    displayName: Lights
                    button: TurnOff
                """)
        let toggle = SpecExample.control(
            "toggle: ↓SetLamp\nkind: com.example.lamp", named: "Lamp",
            topLevel: "actions: { SetLamp: { toggle: true } }")
        #expect(
            toggle.text == """
                spec: 1
                bundle: GameWidgets
                platforms: { iOS: "18.0" }
                actions: { SetLamp: { toggle: true } }
                controls:
                  Lamp:
                    kind: com.example.lamp
                    displayName: Lamp
                    toggle: SetLamp
                """)
        #expect(toggle.markedLocations == [SourceLocation(line: 9, column: 13)])
    }

    @Test func aFileIsTakenAsWrittenAndMarkersCountScalars() {
        let example = SpecExample.file("---\n↓a: \"é\", ↓b\n↓")
        #expect(example.text == "---\na: \"é\", b\n")
        #expect(
            example.markedLocations == [
                SourceLocation(line: 2, column: 1), SourceLocation(line: 2, column: 9),
                SourceLocation(line: 3, column: 1),
            ])
    }

    @Test func theHeaderAlone() {
        #expect(SpecExample.spec().text == "spec: 1\nbundle: GameWidgets")
        #expect(SpecExample.widget().markedLocations.isEmpty)
    }

    @Test func aChangeHoldsBothSpecsEachWithItsMarkers() {
        let example = SpecExample.change(
            from: .widget("kind: ↓com.example.status"), to: .widget("families: [systemSmall, ↓systemMedium]"))
        #expect(example.oldText == SpecExample.widget("kind: com.example.status").text)
        #expect(example.text == SpecExample.widget("families: [systemSmall, systemMedium]").text)
        #expect(example.markedOldLocations == [SourceLocation(line: 5, column: 11)])
        #expect(example.markedLocations == [SourceLocation(line: 7, column: 29)])
        #expect(SpecExample.widget().oldText == nil)
        #expect(SpecExample.widget().markedOldLocations.isEmpty)
    }
}
