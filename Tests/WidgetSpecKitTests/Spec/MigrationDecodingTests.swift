import Testing

@testable import WidgetSpecKit

/// `migratesFrom:`: the SiriKit class and parameters an intent takes over, the intent's property names that
/// follow from them, and the located errors of a mapping that cannot be read.
@Suite struct MigrationDecodingTests {
    static func intent(_ body: String) throws -> IntentDecl {
        let widget = try decodeWidget(
            """
              Commute:
                kind: com.example.commute
                displayName: Commute
                families: [systemSmall]
                intent:
            \(body)
            """,
            declarations: "enums:\n  Mode: { cases: [driving, transit] }\n")
        return try #require(widget.intent)
    }

    @Test func parametersKeepOrTakeOverNames() throws {
        let intent = try Self.intent(
            """
                  parameters:
                    route: { type: String, default: home }
                    mode: { type: Mode, default: transit }
                    stops: { type: "[String]", default: [] }
                  migratesFrom:
                    intentClassName: GMSelectRouteIntent
                    parameters:
                      route: routeName
                      stops: { name: waypoints, type: "[String]" }
            """)
        let migration = try #require(intent.migration)
        #expect(migration.intentClassName.value == "GMSelectRouteIntent")
        #expect(migration.parameters.map(\.oldName.value) == ["routeName", "waypoints"])
        #expect(migration.parameters.map { $0.oldType?.value } == [nil, SiriKitParameterType(.string, isArray: true)])
        #expect(intent.parameters.map { intent.propertyName(of: $0.name.value) } == ["routeName", "mode", "waypoints"])
    }

    @Test func mappingsThatCannotBeRead() {
        let lines = diagnosticLines(
            """
            spec: 1
            bundle: Demo
            widgets:
              Commute:
                kind: com.example.commute
                displayName: Commute
                families: [systemSmall]
                intent:
                  parameters:
                    route: { type: String, default: home }
                    stop: { type: String, default: home }
                  migratesFrom:
                    intentClassName: 2Route-Intent
                    parameters:
                      rout: routeName
                      stop: { name: route, type: Float }
            """)
        #expect(
            lines == [
                "13:26 error WS0211 '2Route-Intent' is not an Objective-C class name: use ASCII letters, digits and "
                    + "'_', not starting with a digit (the intent definition generates `<prefix><intent name>Intent`)",
                "15:11 error WS0304 the intent has no parameter 'rout'; did you mean 'route'?",
                "16:38 error WS0204 unknown SiriKit parameter type 'Float'",
            ])
    }

    @Test func aControlHasNoSiriKitIntentToMigrate() {
        let lines = diagnosticLines(
            """
            spec: 1
            bundle: Demo
            platforms: { iOS: "18.0" }
            controls:
              Dim:
                kind: com.example.dim
                displayName: Dim
                button: Dim
                intent:
                  parameters:
                    level: { type: Int, default: 30 }
                  migratesFrom:
                    intentClassName: DimIntent
            actions:
              Dim:
                parameters:
                  level: { type: Int, default: 30 }
            """)
        #expect(
            lines == [
                "12:7 error WS0204 'migratesFrom' is for a widget's intent; a control never had a SiriKit intent"
            ])
    }

    @Test func twoParametersCannotTakeOverOneName() {
        let lines = diagnosticLines(
            """
            spec: 1
            bundle: Demo
            widgets:
              Commute:
                kind: com.example.commute
                displayName: Commute
                families: [systemSmall]
                intent:
                  parameters:
                    route: { type: String, default: home }
                    stop: { type: String, default: home }
                  migratesFrom:
                    intentClassName: SelectRouteIntent
                    parameters: { stop: route }
            """)
        #expect(
            lines == [
                "14:29 error WS0307 parameters 'route' and 'stop' would both take over the SiriKit parameter 'route'"
            ])
    }

    @Test(arguments: [
        ("String", TypeRef.string, true), ("Integer", .int, true), ("Decimal", .double, true), ("Boolean", .bool, true),
        ("URL", .url, true), ("Enum", .enumeration("Mode"), true), ("[Integer]", .array(.int), true),
        ("Integer", .optional(.int), true), ("Integer", .double, false), ("[Integer]", .int, false),
        ("Integer", .array(.int), false), ("DateComponents", .date, false), ("String", .enumeration("Mode"), false),
    ])
    func valuesCarryOverIntoTheSameKind(_ written: String, _ type: TypeRef, _ carriesOver: Bool) throws {
        let oldType = try #require(SiriKitParameterType(parsing: written))
        #expect(oldType.description == written)
        #expect(oldType.carriesOver(into: type) == carriesOver)
    }
}
